import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import styled from 'styled-components';
import { color } from '../theme/tokens';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 100vh;
`;

const Main = styled.main`
  flex: 1;

  &:focus {
    outline: none;
  }
`;

// Hidden until focused: lets keyboard users jump over the header links.
const SkipLink = styled.a`
  position: absolute;
  inset-block-start: 0.5rem;
  inset-inline-start: 0.5rem;
  z-index: 20;
  padding-block: 0.5rem;
  padding-inline: 1rem;
  border-radius: 0.5rem;
  background: ${color('primary')};
  color: ${color('primaryForeground')};
  font-weight: 600;
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

const mainContentId = 'main-content';

/** The frame around every storefront page: header, the page itself, footer. */
export function AppLayout() {
  const { t } = useTranslation();

  return (
    <Shell>
      <SkipLink href={`#${mainContentId}`}>{t('common.skipToContent')}</SkipLink>
      <SiteHeader />
      <Main id={mainContentId} tabIndex={-1}>
        <Outlet />
      </Main>
      <SiteFooter />
      <ScrollRestoration />
    </Shell>
  );
}
