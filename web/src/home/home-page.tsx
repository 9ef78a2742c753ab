import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useHomepageCategoriesQuery } from '../graphql/generated';
import { DocumentTitle } from '../settings/document-title';
import { useSiteName } from '../settings/use-site-name';
import { useSiteSettings } from '../settings/use-site-settings';
import { Button } from '../shared/button';
import { MessagePanel } from '../shared/message-panel';
import { PageContainer } from '../shared/page-container';
import { reloadPage } from '../shared/reload-page';
import { Spinner } from '../shared/spinner';
import { media } from '../theme/media';
import { color } from '../theme/tokens';
import { CategoryCard } from './category-card';
import { HeroBanner } from './hero-banner';

const CategoriesSection = styled(PageContainer).attrs({ as: 'section' })`
  padding-block-start: 2.5rem;

  ${media.md} {
    padding-block-start: 4rem;
  }
`;

const SectionHeading = styled.div`
  display: grid;
  gap: 0.25rem;
  margin-block-end: 1.25rem;
  text-align: center;

  h2 {
    font-size: clamp(1.5rem, 4vw, 2rem);
  }

  p {
    color: ${color('mutedForeground')};
  }
`;

// SPEC §9: home categories in two columns on every screen size.
const CategoryGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    gap: 1.5rem;
  }

  li {
    display: flex;
  }

  li > * {
    flex: 1;
  }
`;

/** SPEC §2 Home: hero banner and the homepage categories, or one message when they cannot load. */
export function HomePage() {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const { settings, loading: settingsLoading, error: settingsError } = useSiteSettings();
  const categoriesQuery = useHomepageCategoriesQuery();

  if (settingsLoading || categoriesQuery.loading) return <Spinner />;

  const categories = categoriesQuery.data?.homepageCategories;
  if (settingsError || categoriesQuery.error || !settings || !categories) {
    return (
      <>
        <DocumentTitle page={t('home.loadError')} />
        <MessagePanel
          isAlert
          titleLevel="h1"
          title={t('home.loadError')}
          description={t('common.somethingWentWrong')}
          actions={<Button onClick={reloadPage}>{t('common.tryAgain')}</Button>}
        />
      </>
    );
  }

  return (
    <>
      <DocumentTitle />
      <HeroBanner
        title={settings.heroTitle || siteName}
        subtitle={settings.heroSubtitle || t('home.defaultSubtitle')}
        image={settings.heroImage}
      />
      {categories.length > 0 && (
        <CategoriesSection aria-labelledby="home-categories-title">
          <SectionHeading>
            <h2 id="home-categories-title">{t('home.categoriesTitle')}</h2>
            <p>{t('home.categoriesSubtitle')}</p>
          </SectionHeading>
          <CategoryGrid>
            {categories.map((category) => (
              <li key={category.id}>
                <CategoryCard category={category} />
              </li>
            ))}
          </CategoryGrid>
        </CategoriesSection>
      )}
    </>
  );
}
