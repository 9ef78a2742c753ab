import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useFeatureTexts } from '../i18n/feature-texts';
import { DocumentTitle } from '../settings/document-title';
import { ButtonLink } from '../shared/button';
import { centredStack } from '../shared/centred-stack';
import { paths } from '../shared/paths';
import { useRenderHints } from '../ssr/render-hints';
import { color } from '../theme/tokens';
import { notFoundTexts } from './not-found-texts';

const Page = styled.section`
  ${centredStack('0.75rem')}
  padding-block: 5rem;
  padding-inline: 1.5rem;
`;

const Code = styled.p`
  color: ${color('primary')};
  font-size: clamp(4rem, 18vw, 7rem);
  font-weight: 800;
  line-height: 1;
`;

const Title = styled.h1`
  font-size: 1.5rem;
`;

/** docs/product.md#not-found-page: any unknown route, and the page of a product the shop does not have. */
export function NotFoundPage() {
  const { t } = useFeatureTexts(notFoundTexts);
  const { pathname } = useLocation();
  useRenderHints().onNotFound?.();

  // An unknown route logs a 404, which shows broken links in the browser console.
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <Page>
      <DocumentTitle page={t('notFound.title')} />
      {/* Not a page of the shop: search engines leave it out (the server answers 404 too). */}
      <meta name="robots" content="noindex" />
      <Code>{t('notFound.code')}</Code>
      <Title>{t('notFound.title')}</Title>
      <ButtonLink to={paths.home.getHref()}>{t('notFound.returnHome')}</ButtonLink>
    </Page>
  );
}
