import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { AdminNavActions } from '../auth/admin-nav-actions';
import { useSiteName } from '../settings/use-site-name';
import { useSiteSettings } from '../settings/use-site-settings';
import { PageContainer } from '../shared/page-container';
import { paths } from '../shared/paths';
import { desktopOnly, media } from '../theme/media';
import { color } from '../theme/tokens';
import { navLinkStates } from '../shared/nav-link-states';
import { BrandLink } from './brand-link';
import { CartLinkContent } from './cart-link-content';
import { LanguageToggle } from './language-toggle';
import { SiteLogo } from './site-logo';
import { useNavLabels } from './use-nav-labels';

const Bar = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: 10;
  background: ${color('card', 0.92)};
  backdrop-filter: blur(8px);
  border-block-end: 1px solid ${color('border')};
  ${desktopOnly}
`;

// Between md and lg (a tablet upright) the same links sit closer, so none wraps onto two lines.
const Inner = styled(PageContainer)`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding-block: 0.75rem;

  ${media.lg} {
    gap: 1rem;
  }
`;

const Nav = styled.nav`
  flex: 1;

  ul {
    display: flex;
    justify-content: center;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const NavItem = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-block-size: 2.5rem;
  padding-block: 0.5rem;
  padding-inline: 0.5rem;
  border-radius: 999px;
  white-space: nowrap;
  ${navLinkStates}

  ${media.lg} {
    padding-inline: 0.875rem;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 0.375rem;

  > * {
    white-space: nowrap;
  }
`;

/**
 * The header (from the md breakpoint up, docs/product.md#common-frame): site name, Home, Products, About,
 * the language toggle, the cart with its badge, and the admin's links or Admin Login.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const { settings } = useSiteSettings();
  const labels = useNavLabels();

  return (
    <Bar>
      <Inner>
        <BrandLink to={paths.home.getHref()}>
          <SiteLogo src={settings?.logo} />
          <span dir="auto">{siteName}</span>
        </BrandLink>
        <Nav aria-label={t('nav.label')}>
          <ul>
            <li>
              <NavItem to={paths.home.getHref()} end>
                {labels.home}
              </NavItem>
            </li>
            <li>
              <NavItem to={paths.products.getHref()}>{labels.products}</NavItem>
            </li>
            <li>
              <NavItem to={paths.about.getHref()}>{labels.about}</NavItem>
            </li>
          </ul>
        </Nav>
        <Actions>
          <LanguageToggle />
          <NavItem to={paths.cart.getHref()}>
            <CartLinkContent label={labels.cart} />
          </NavItem>
          <AdminNavActions />
        </Actions>
      </Inner>
    </Bar>
  );
}
