import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useSiteName } from '../settings/use-site-name';
import { PageContainer } from '../shared/page-container';
import { paths } from '../shared/paths';
import { media } from '../theme/media';
import { color } from '../theme/tokens';
import { BrandMark } from './brand-mark';
import { LanguageToggle } from './language-toggle';

const Bar = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: 10;
  background: ${color('card', 0.92)};
  backdrop-filter: blur(8px);
  border-block-end: 1px solid ${color('border')};
`;

// Phones: name and language on the first row, links below. Wider: one row.
const Inner = styled(PageContainer)`
  display: grid;
  grid-template-columns: 1fr auto;
  grid-template-areas:
    'brand language'
    'nav nav';
  align-items: center;
  gap: 0.5rem 1rem;
  padding-block: 0.625rem;

  ${media.md} {
    grid-template-columns: auto 1fr auto;
    grid-template-areas: 'brand nav language';
    padding-block: 0.875rem;
  }
`;

const Brand = styled(Link)`
  grid-area: brand;
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  justify-self: start;
  color: ${color('primary')};
  font-size: 1.25rem;
  font-weight: 800;
  letter-spacing: -0.01em;
  text-decoration: none;
`;

const Nav = styled.nav`
  grid-area: nav;

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
  display: inline-block;
  padding-block: 0.5rem;
  padding-inline: 0.875rem;
  border-radius: 999px;
  color: ${color('foreground')};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${color('muted')};
  }

  &[aria-current='page'] {
    background: ${color('secondary')};
    color: ${color('secondaryForeground')};
  }
`;

const LanguageSlot = styled.div`
  grid-area: language;
`;

/** Site name, the storefront's main links (SPEC §2 Navigation) and the language toggle. */
export function SiteHeader() {
  const { t } = useTranslation();
  const siteName = useSiteName();

  return (
    <Bar>
      <Inner>
        <Brand to={paths.home.getHref()}>
          <BrandMark />
          {siteName}
        </Brand>
        <Nav aria-label={t('nav.label')}>
          <ul>
            <li>
              <NavItem to={paths.home.getHref()} end>
                {t('nav.home')}
              </NavItem>
            </li>
            <li>
              <NavItem to={paths.products.getHref()}>{t('nav.products')}</NavItem>
            </li>
            <li>
              <NavItem to={paths.about.getHref()}>{t('nav.about')}</NavItem>
            </li>
          </ul>
        </Nav>
        <LanguageSlot>
          <LanguageToggle />
        </LanguageSlot>
      </Inner>
    </Bar>
  );
}
