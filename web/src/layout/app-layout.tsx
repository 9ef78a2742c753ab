import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import styled from 'styled-components';
import { useMediaQuery } from '../shared/use-media-query';
import { mediaQuery } from '../theme/media';
import { color } from '../theme/tokens';
import { useMobileSettings } from '../mobile-settings/mobile-settings';
import { MobileBottomBar, MobileTopBar, SiteHeader } from './navigation-bars';

// Below the fold on every page: it arrives with the page's own code, not in the first download.
const SiteFooter = lazy(async () => ({ default: (await import('./site-footer')).SiteFooter }));

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 100vh;
  /* Keeps the footer clear of the phone's fixed bottom bar. */
  padding-block-end: var(--bottom-bar-space, 0px);
`;

/** Holds the bar's height while its code arrives, so the page does not jump when it does. */
const BarPlaceholder = styled.div<{ $desktop: boolean }>`
  block-size: ${({ $desktop }) => ($desktop ? '4rem' : '3.3rem')};
  border-block-end: 1px solid ${color('border')};
  background: ${color('card')};
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

/**
 * The frame around every storefront page. Phones get the top bar and the bottom bar, wider
 * screens the desktop bar (SPEC §2 Navigation); one or the other is rendered, never both
 * hidden by CSS, so each screen reader hears one set of links.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const isDesktop = useMediaQuery(mediaQuery.md);
  const { showMobileHeader } = useMobileSettings();

  return (
    <Shell>
      <SkipLink href={`#${mainContentId}`}>{t('common.skipToContent')}</SkipLink>
      <Suspense fallback={<BarPlaceholder $desktop={isDesktop} />}>
        {isDesktop ? <SiteHeader /> : showMobileHeader && <MobileTopBar />}
      </Suspense>
      <Main id={mainContentId} tabIndex={-1}>
        {/* Its own boundary so a server-rendered page is hydrated in slices the browser can
            interleave with input and painting (React hydrates a boundary at low priority),
            not in one long task on a slow phone. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </Main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      {!isDesktop && (
        <Suspense fallback={null}>
          <MobileBottomBar />
        </Suspense>
      )}
      <ScrollRestoration />
    </Shell>
  );
}
