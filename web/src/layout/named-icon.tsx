import { CartIcon, HomeIcon, InfoIcon, PhoneIcon, ProfileIcon, SearchIcon, ShopIcon } from '../shared/line-icons';

/** Icons the mobile settings may name for a bottom-bar item (the icon of a bottomNavItems entry). */
const namedIcons: Record<string, () => React.JSX.Element> = {
  home: HomeIcon,
  shop: ShopIcon,
  store: ShopIcon,
  'shopping-bag': ShopIcon,
  cart: CartIcon,
  'shopping-cart': CartIcon,
  search: SearchIcon,
  profile: ProfileIcon,
  user: ProfileIcon,
  info: InfoIcon,
  about: InfoIcon,
  phone: PhoneIcon,
};

/** The icon the owner named, or the item's own when the name is unknown. */
export function NamedIcon({ name, fallback: Fallback }: { name: string; fallback: () => React.JSX.Element }) {
  const Named = namedIcons[name.trim().toLowerCase()] ?? Fallback;
  return <Named />;
}
