import styled from 'styled-components';
import { useQuery } from '@apollo/client/react';
import {
  type CatalogProductFieldsFragment,
  type HomepageCategoriesQuery,
  HomeFeaturedProductsDocument,
  HomepageCategoriesDocument,
} from '../graphql/generated';
import { useFeatureTexts } from '../i18n/feature-texts';
import { useMobileSettings } from '../mobile-settings/mobile-settings';
import { usePhoneText } from '../mobile-settings/use-phone-text';
import { PageMeta } from '../seo/page-meta';
import { PageSpinner } from '../settings/page-spinner';
import { useSettingText } from '../settings/use-setting-text';
import { useSiteName } from '../settings/use-site-name';
import { useSiteSettings } from '../settings/use-site-settings';
import { CardGrid } from '../shared/card-grid';
import { PageLoadError } from '../shared/page-load-error';
import { PageContainer } from '../shared/page-container';
import { freshForMs, productQueryRetries, retries, useFreshness } from '../shared/query-policy';
import { SectionHeading } from '../shared/section-heading';
import { useMediaQuery } from '../shared/use-media-query';
import { media, mediaQuery } from '../theme/media';
import { CategoryCard } from './category-card';
import { FeaturedProducts } from './featured-products';
import { HeroBanner } from './hero-banner';
import { homeTexts } from './home-texts';
import { WelcomeMessage } from './welcome-message';

const CategoriesSection = styled(PageContainer).attrs({ as: 'section' })`
  padding-block-start: 2.5rem;

  ${media.md} {
    padding-block-start: 4rem;
  }
`;

// docs/product.md#home-page: the categories in two columns on every screen size.
const CategoryGrid = styled(CardGrid)`
  ${media.md} {
    gap: 1.5rem;
  }
`;

/**
 * The hero's texts and picture. Phones may have their own (docs/product.md#phone-texts: heroMobileTitle of the
 * settings texts; homePageTitle, homePageSubtitle and heroImageMobile of the mobile settings).
 */
function useHeroContent(settings: Pick<HomeSettings, 'heroTitle' | 'heroSubtitle' | 'heroImage' | 'heroImageInfo'>) {
  const { t } = useFeatureTexts(homeTexts);
  const siteName = useSiteName();
  const text = useSettingText();
  const phoneText = usePhoneText();
  const mobile = useMobileSettings();
  const isPhone = !useMediaQuery(mediaQuery.md);
  const title = settings.heroTitle || siteName;
  const subtitle = settings.heroSubtitle || t('home.defaultSubtitle');
  if (!isPhone) return { title, subtitle, image: settings.heroImage, imageInfo: settings.heroImageInfo };
  return {
    title: phoneText('homePageTitle', text('heroMobileTitle', title)),
    subtitle: phoneText('homePageSubtitle', subtitle),
    image: mobile.heroImageMobile || settings.heroImage,
    // The server's copies are of the settings' hero only, not of the phone's own.
    imageInfo: mobile.heroImageMobile ? null : settings.heroImageInfo,
  };
}

/**
 * docs/product.md#home-page: hero banner, the homepage categories and the featured products, or one
 * message when the settings or the categories cannot load.
 */
export function HomePage() {
  const { t } = useFeatureTexts(homeTexts);
  const { settings, loading: settingsLoading } = useSiteSettings();
  const categoriesQuery = useQuery(
    HomepageCategoriesDocument,
    useFreshness('HomepageCategories', freshForMs.categories),
  );
  // Asked for beside the categories, so the server renders both in the same pass. Without them
  // (not yet answered, or failed) the page shows no featured products rather than an error.
  const featuredQuery = useQuery(HomeFeaturedProductsDocument, {
    ...useFreshness('HomeFeaturedProducts', freshForMs.products),
    context: retries(productQueryRetries),
  });

  if (settingsLoading || (categoriesQuery.loading && !categoriesQuery.data)) return <PageSpinner />;

  // Data already shown stays when a background refresh fails: stale texts beat an error page.
  const categories = categoriesQuery.data?.homepageCategories;
  if (!settings || !categories) {
    return <PageLoadError title={t('home.loadError')} />;
  }
  return (
    <HomeContent settings={settings} categories={categories} featured={featuredQuery.data?.featuredProducts ?? []} />
  );
}

type HomeSettings = NonNullable<ReturnType<typeof useSiteSettings>['settings']>;
type HomeCategories = HomepageCategoriesQuery['homepageCategories'];

interface HomeContentProps {
  settings: HomeSettings;
  categories: HomeCategories;
  featured: readonly CatalogProductFieldsFragment[];
}

function HomeContent({ settings, categories, featured }: HomeContentProps) {
  const { t } = useFeatureTexts(homeTexts);
  const text = useSettingText();
  const hero = useHeroContent(settings);

  return (
    <>
      <PageMeta description={hero.subtitle} image={hero.image} />
      <HeroBanner
        title={hero.title}
        subtitle={hero.subtitle}
        image={hero.image}
        imageInfo={hero.imageInfo}
        orderNowLabel={text('orderNowText', t('home.orderNow'))}
      />
      <WelcomeMessage />
      {categories.length > 0 && (
        <CategoriesSection aria-labelledby="home-categories-title">
          <SectionHeading
            level="h2"
            id="home-categories-title"
            title={text('categoryTitleText', t('home.categoriesTitle'))}
            subtitle={text('categorySubtitleText', t('home.categoriesSubtitle'))}
          />
          <CategoryGrid>
            {categories.map((category) => (
              <li key={category.id}>
                <CategoryCard category={category} />
              </li>
            ))}
          </CategoryGrid>
        </CategoriesSection>
      )}
      <FeaturedProducts products={featured} />
    </>
  );
}
