import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import styled, { createGlobalStyle, css } from 'styled-components';
import {
  defaultMobileSettings,
  mobileText,
  useMobileSettings,
  type BottomNavKey,
} from '../mobile-settings/mobile-settings';
import { paths } from '../shared/paths';
import { searchRequest } from '../shared/search-request';
import { media, phoneOnly } from '../theme/media';
import { color } from '../theme/tokens';
import { CartLinkContent } from './cart-link-content';
import { HomeIcon, ProfileIcon, SearchIcon, ShopIcon } from '../shared/line-icons';
import { NamedIcon } from './named-icon';
import { useNavLabels } from './use-nav-labels';

const barHeight = '4rem';

/**
 * Room under the page (and the toasts) for the fixed bar, the floating cart and the home
 * indicator: on phones only, where the bar shows.
 */
const BottomBarSpace = createGlobalStyle`
  ${media.belowMd} {
    :root {
      --bottom-bar-space: calc(${barHeight} + env(safe-area-inset-bottom, 0px));
    }
  }
`;

const Bar = styled.nav`
  position: fixed;
  inset-inline: 0;
  inset-block-end: 0;
  z-index: 10;
  padding-block-end: env(safe-area-inset-bottom, 0px);
  background: ${color('card', 0.97)};
  backdrop-filter: blur(8px);
  border-block-start: 1px solid ${color('border')};
  ${phoneOnly}

  ul {
    display: flex;
    align-items: stretch;
    block-size: ${barHeight};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li {
    display: flex;
    flex: 1;
    justify-content: center;
  }
`;

const itemStyles = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.125rem;
  color: ${color('mutedForeground')};
  font-size: 0.6875rem;
  font-weight: 600;
  text-decoration: none;

  svg {
    inline-size: 1.375rem;
    block-size: 1.375rem;
  }

  &[aria-current='page'] {
    color: ${color('primary')};
  }
`;

const Item = styled(NavLink)`
  ${itemStyles}
`;

const PlainItem = styled(Link)`
  ${itemStyles}
`;

/** The cart raised above the bar in a round primary button (mobileCartFloating). */
const FloatingCart = styled(NavLink)`
  ${itemStyles}
  flex: none;
  align-self: flex-start;
  inline-size: 3.5rem;
  block-size: 3.5rem;
  margin-block-start: -1.25rem;
  border-radius: 999px;
  background: ${color('primary')};
  color: ${color('primaryForeground')};
  box-shadow: 0 8px 20px -6px hsl(340 70% 30% / 0.55);

  &[aria-current='page'] {
    color: ${color('primaryForeground')};
    box-shadow:
      0 0 0 3px ${color('card')},
      0 0 0 5px ${color('primary')};
  }

  /* The floating button shows only the icon and the badge; the label is read out. */
  & > span:not(:first-child) {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

// docs/product.md#common-frame: Home, Products, Cart (in the middle, so a floating cart is centred), About, Search.
const itemOrder: readonly BottomNavKey[] = ['home', 'products', 'cart', 'profile', 'search'];

/**
 * The phone bottom bar (docs/product.md#common-frame), each item switched on or off and relabelled by
 * the mobile settings (bottomNavItems). 'profile' is the owner's story, the About page.
 */
export function MobileBottomBar() {
  const { t } = useTranslation();
  const settings = useMobileSettings();
  const labels = useNavLabels();
  if (!settings.showBottomNav) return null;

  const translated: Record<BottomNavKey, string> = {
    home: labels.home,
    products: t('nav.shop'),
    cart: labels.cart,
    search: t('nav.search'),
    profile: labels.about,
  };
  const labelOf = (key: BottomNavKey) =>
    mobileText(settings.bottomNavItems[key].label, defaultMobileSettings.bottomNavItems[key].label, translated[key]);
  // An item's icon as the mobile settings chose it (else ours), and its label under it.
  const iconAndLabel = (key: BottomNavKey, fallback: () => React.JSX.Element) => (
    <>
      <NamedIcon name={settings.bottomNavItems[key].icon} fallback={fallback} />
      <span>{labelOf(key)}</span>
    </>
  );

  const CartItem = settings.mobileCartFloating ? FloatingCart : Item;
  const items: Record<BottomNavKey, React.JSX.Element> = {
    home: (
      <Item to={paths.home.getHref()} end>
        {iconAndLabel('home', HomeIcon)}
      </Item>
    ),
    products: <Item to={paths.products.getHref()}>{iconAndLabel('products', ShopIcon)}</Item>,
    cart: (
      <CartItem to={paths.cart.getHref()}>
        <CartLinkContent label={labelOf('cart')} />
      </CartItem>
    ),
    profile: <Item to={paths.about.getHref()}>{iconAndLabel('profile', ProfileIcon)}</Item>,
    // A search-style way into the catalog, its search field ready to type in; not marked current,
    // the Products item is.
    search: (
      <PlainItem to={paths.products.getHref()} state={searchRequest}>
        {iconAndLabel('search', SearchIcon)}
      </PlainItem>
    ),
  };
  const shown = itemOrder.filter((key) => settings.bottomNavItems[key].enabled);
  if (shown.length === 0) return null;

  return (
    <>
      <BottomBarSpace />
      <Bar aria-label={t('nav.quickLinks')}>
        <ul>
          {shown.map((key) => (
            <li key={key}>{items[key]}</li>
          ))}
        </ul>
      </Bar>
    </>
  );
}
