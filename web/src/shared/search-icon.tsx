import { Icon } from './icon';

/** A magnifying glass: the navigation's Search and the products page's search button. Decorative. */
export function SearchIcon() {
  return (
    <Icon>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </Icon>
  );
}
