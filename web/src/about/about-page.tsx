import styled from 'styled-components';
import { useQuery } from '@apollo/client/react';
import defaultOwnerImage from '../assets/default-owner.svg';
import { type AboutSettingsQuery, AboutSettingsDocument } from '../graphql/generated';
import { useFeatureTexts } from '../i18n/feature-texts';
import { usePhoneMessage } from '../mobile-settings/use-phone-settings';
import { usePhoneText } from '../mobile-settings/use-phone-text';
import { PageMeta } from '../seo/page-meta';
import { PageSpinner } from '../settings/page-spinner';
import { useSiteName } from '../settings/use-site-name';
import { Card } from '../shared/card';
import { ImageWithFallback } from '../shared/image-with-fallback';
import { PageLoadError } from '../shared/page-load-error';
import { PageBody } from '../shared/page-container';
import { freshForMs, useFreshness } from '../shared/query-policy';
import { SectionHeading } from '../shared/section-heading';
import { media, mediaQuery } from '../theme/media';
import { color } from '../theme/tokens';
import { aboutTexts } from './about-texts';
import { ContactCard } from './contact-card';

type AboutSettings = AboutSettingsQuery['settings'];

const Page = styled(PageBody)`
  display: grid;
  gap: 2.5rem;
`;

const Owner = styled.section`
  display: grid;
  gap: 1.5rem;
  align-items: center;

  ${media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    gap: 2.5rem;
  }
`;

const OwnerPhoto = styled(ImageWithFallback)`
  max-inline-size: 22rem;
  inline-size: 100%;
  justify-self: center;
  border-radius: 1.5rem;
  box-shadow: var(--shadow-card);
`;

const Story = styled.div`
  display: grid;
  gap: 1rem;

  h2 {
    font-size: clamp(1.5rem, 4vw, 2rem);
  }

  blockquote {
    margin: 0;
    padding-inline-start: 1rem;
    border-inline-start: 4px solid ${color('primary')};
    color: ${color('primary')};
    font-size: 1.125rem;
    font-style: italic;
    /* Typed in a multi-line box: the owner's line breaks are kept. */
    white-space: pre-line;
  }

  p {
    line-height: 1.7;
  }
`;

const AboutShop = styled(Card).attrs({ as: 'section' })`
  gap: 1rem;
  padding: 1.5rem;

  ${media.md} {
    display: grid;
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: center;
    gap: 2rem;
  }

  h2 {
    font-size: 1.25rem;
  }

  h3 {
    margin-block-start: 0.75rem;
  }
`;

const ShopStory = styled.div`
  display: grid;
  gap: 0.5rem;
`;

/** docs/product.md#about-page: the owner's story, the shop's own section, and Get in Touch. */
export function AboutPage() {
  const { t } = useFeatureTexts(aboutTexts);
  const title = usePhoneText()('aboutPageTitle', t('about.title'));
  const { data, loading } = useQuery(AboutSettingsDocument, useFreshness('AboutSettings', freshForMs.settings));

  if (loading && !data) return <PageSpinner />;
  if (!data) {
    return <PageLoadError title={t('about.loadError')} />;
  }
  return <AboutContent settings={data.settings} title={title} />;
}

function AboutContent({ settings, title }: { settings: AboutSettings; title: string }) {
  const { t } = useFeatureTexts(aboutTexts);
  const siteName = useSiteName();
  const ownerName = settings.ownerName || siteName;
  // The two paragraphs are ours (translated) unless the owner wrote their own.
  const bio = settings.ownerProfessionalBio?.trim() || t('about.bio');
  const achievements = settings.ownerAchievements?.trim() || t('about.achievements');
  // aboutTextMobile (docs/product.md#phone-texts): on phones the owner's shorter text takes the message's place.
  const message = usePhoneMessage('aboutTextMobile') || settings.ownerMessage;
  const hasShopSection = Boolean(settings.aboutDescription || settings.aboutMission || settings.aboutImage);

  return (
    <Page>
      <PageMeta
        title={title}
        description={settings.aboutDescription || settings.ownerMessage}
        image={settings.aboutImage || settings.ownerImage}
      />
      <SectionHeading title={settings.aboutTitle || title} subtitle={settings.aboutSubtitle || undefined} />
      <Owner aria-labelledby="about-owner">
        <OwnerPhoto
          src={settings.ownerImage}
          responsive={settings.ownerImageInfo}
          // The page's first and largest picture: at most 22rem wide, the full width on phones.
          sizes="min(100vw, 22rem)"
          priority
          alt={t('about.ownerPhotoAlt', { name: ownerName })}
          width={400}
          height={400}
          fallback={<img src={defaultOwnerImage} alt="" width={400} height={400} />}
        />
        <Story>
          <h2 id="about-owner" dir="auto">
            {t('about.meet', { name: ownerName })}
          </h2>
          {message && <blockquote dir="auto">{message}</blockquote>}
          <p dir="auto">{bio}</p>
          <p dir="auto">{achievements}</p>
        </Story>
      </Owner>
      {hasShopSection && (
        <AboutShop aria-labelledby="about-shop">
          <ShopStory>
            <h2 id="about-shop" dir="auto">
              {siteName}
            </h2>
            {settings.aboutDescription && <p dir="auto">{settings.aboutDescription}</p>}
            {settings.aboutMission && (
              <>
                <h3>{t('about.mission')}</h3>
                <p dir="auto">{settings.aboutMission}</p>
              </>
            )}
          </ShopStory>
          {settings.aboutImage && (
            <ImageWithFallback
              src={settings.aboutImage}
              responsive={settings.aboutImageInfo}
              // Beside the story (2 of 5 columns of the 72rem page) on wider screens.
              sizes={`${mediaQuery.md} min(40vw, 29rem), 100vw`}
              alt={t('about.aboutImageAlt')}
              width={600}
              height={400}
              loading="lazy"
            />
          )}
        </AboutShop>
      )}
      <ContactCard settings={settings} />
    </Page>
  );
}
