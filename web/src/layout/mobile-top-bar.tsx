import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { mobileText, useMobileSettings } from '../mobile-settings/mobile-settings';
import { useSiteName } from '../settings/use-site-name';
import { useSiteSettings } from '../settings/use-site-settings';
import { paths } from '../shared/paths';
import { searchRequest } from '../shared/search-request';
import { roundIconButton } from '../shared/round-icon-button';
import { VisuallyHidden } from '../shared/visually-hidden';
import { phoneOnly } from '../theme/media';
import { color } from '../theme/tokens';
import { BrandLink } from './brand-link';
import { CartLinkContent } from './cart-link-content';
import { LanguageToggle } from './language-toggle';
import { InfoIcon, MenuIcon, SearchIcon } from '../shared/line-icons';
import { SiteLogo } from './site-logo';
import { useNavLabels } from './use-nav-labels';

const loadMobileMenu = () => import('./mobile-menu');
// The slide-out menu and its dialog primitive are fetched when the shopper reaches for the
// button (a finger or pointer on it, or keyboard focus), a moment before the tap opens it: not
// with the first download, nor on a timer that would spend a phone's data on every visit (the
// bottom bar carries the main links, so many visits never open the menu).
const MobileMenu = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenu }));
const prefetchMobileMenu = () => {
  // A failed prefetch is retried by React.lazy when the menu opens.
  loadMobileMenu().catch(() => undefined);
};

const Bar = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: 0.25rem;
  padding-block: 0.375rem;
  padding-inline: 0.5rem;
  background: ${color('card', 0.95)};
  backdrop-filter: blur(8px);
  border-block-end: 1px solid ${color('border')};
  ${phoneOnly}
`;

const Brand = styled(BrandLink)`
  flex: 1;
  gap: 0.375rem;
  font-size: 1.0625rem;
  line-height: 1.15;

  /* A long name, or one beside the owner's logo, takes a second line rather than being cut to 'Cru…'. */
  span {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    white-space: normal;
  }

  /* The owner's logo leaves the name room on a phone's narrow bar. */
  img {
    block-size: 1.75rem;
    max-inline-size: 4.5rem;
  }
`;

/** A square, icon-only control of the bar; its text is read out, not shown. */
const iconControl = css`
  ${roundIconButton}
  display: inline-grid;
  flex: none;
  color: inherit;
`;

const IconButton = styled.button.attrs({ type: 'button' })`
  ${iconControl}
  color: ${color('foreground')};

  &:hover {
    background: ${color('muted')};
  }
`;

const IconLink = styled(Link)`
  ${iconControl}
  color: ${color('foreground')};

  &:hover {
    background: ${color('muted')};
  }
`;

/**
 * The phone top bar (below the md breakpoint, docs/product.md#common-frame): menu button, title, search (when the
 * mobile settings ask for it), About, language toggle and the cart with its badge.
 */
export function MobileTopBar() {
  const { t } = useTranslation();
  const settings = useMobileSettings();
  const siteName = useSiteName();
  const { settings: siteSettings } = useSiteSettings();
  const labels = useNavLabels();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <Bar>
      <IconButton
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        onPointerEnter={prefetchMobileMenu}
        onPointerDown={prefetchMobileMenu}
        onFocus={prefetchMobileMenu}
        onClick={() => setMenuOpen(true)}
      >
        <MenuIcon />
      </IconButton>
      <Brand to={paths.home.getHref()}>
        <SiteLogo src={settings.logoImageMobile || siteSettings?.logo} />
        <span dir="auto">{mobileText(settings.mobileHeaderTitle, '', siteName)}</span>
      </Brand>
      {settings.showSearchInHeader && (
        <IconLink to={paths.products.getHref()} state={searchRequest}>
          <SearchIcon />
          <VisuallyHidden>{t('nav.searchProducts')}</VisuallyHidden>
        </IconLink>
      )}
      <IconLink to={paths.about.getHref()}>
        <InfoIcon />
        <VisuallyHidden>{labels.about}</VisuallyHidden>
      </IconLink>
      {settings.showLanguageSwitcher && <LanguageToggle compact />}
      <IconLink to={paths.cart.getHref()}>
        <CartLinkContent label={labels.cart} hideLabel />
      </IconLink>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </Bar>
  );
}
