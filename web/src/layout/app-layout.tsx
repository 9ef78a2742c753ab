import { lazy, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import styled from 'styled-components';
import { useHydrated } from '../shared/use-hydrated';
import { useMediaQuery } from '../shared/use-media-query';
import { HydrationSlice } from '../ssr/hydration-slices';
import type { Viewport } from '../ssr/render-hints';
import { desktopOnly, media, mediaQuery, phoneOnly } from '../theme/media';
import { surface } from '../theme/surface';
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
const BarPlaceholder = styled.div<{ $screen: Viewport }>`
  border-block-end: 1px solid ${color('border')};
  background: ${color('card')};
  ${({ $screen }) => ($screen === 'desktop' ? desktopOnly : phoneOnly)}
  block-size: 3.3rem;

  ${media.md} {
    block-size: 4rem;
  }
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
  ${surface('primary')}
  font-weight: 600;
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

const mainContentId = 'main-content';

// Each slice of the frame is one element made once: AppLayout and the frames below render it
// again as the very same element, which React leaves alone while it is still being hydrated.
/** `content` as a boundary of its own, hydrated apart from the rest of the frame. */
const inSlice = (content: ReactElement, fallback: ReactNode = null) => (
  <HydrationSlice fallback={fallback}>{content}</HydrationSlice>
);

const desktopBar = inSlice(<SiteHeader />, <BarPlaceholder $screen="desktop" />);
const phoneTopBar = inSlice(<MobileTopBar />, <BarPlaceholder $screen="phone" />);
const phoneBottomBar = inSlice(<MobileBottomBar />);
const footer = inSlice(<SiteFooter />);
// Its own slice so a server-rendered page is hydrated in parts the browser can interleave with
// input and painting (React hydrates a boundary at low priority), not in one long task on a
// slow phone.
const pageContent = inSlice(<Outlet />);

/**
 * The bars of one kind of screen. The server cannot know the window's width (a narrow desktop
 * window, a tablet held either way), so it sends both kinds and CSS shows the one that fits
 * (each bar hides itself on the other kind of screen, from the same md breakpoint). Once the
 * page is the browser's, only the screen's own bars stay, so each screen reader hears one set
 * of links; a resize across md swaps them.
 */
function ScreenBars({ screen, children }: { screen: Viewport; children: ReactElement }) {
  const hydrated = useHydrated();
  const isDesktop = useMediaQuery(mediaQuery.md);
  if (hydrated && isDesktop !== (screen === 'desktop')) return null;
  return children;
}

/** The phone's top bar, unless the mobile settings (stored in this browser) switch it off. */
function PhoneTopBar() {
  const { showMobileHeader } = useMobileSettings();
  return showMobileHeader ? phoneTopBar : null;
}

/**
 * The frame around every storefront page (docs/product.md#common-frame): phones get the top bar and the
 * bottom bar, wider screens the desktop bar, and every page the footer.
 */
export function AppLayout() {
  const { t } = useTranslation();

  return (
    <Shell>
      <SkipLink href={`#${mainContentId}`}>{t('common.skipToContent')}</SkipLink>
      <ScreenBars screen="desktop">{desktopBar}</ScreenBars>
      <ScreenBars screen="phone">
        <PhoneTopBar />
      </ScreenBars>
      <Main id={mainContentId} tabIndex={-1}>
        {pageContent}
      </Main>
      {footer}
      <ScreenBars screen="phone">{phoneBottomBar}</ScreenBars>
      <ScrollRestoration />
    </Shell>
  );
}
