import { createContext, useContext } from 'react';

/**
 * A count the back office's tab title starts with, "(2) Orders" (the new orders nobody has seen
 * yet); 0 shows none. Whoever counts provides it; every admin page's title reads it.
 */
export const AdminTitleCount = createContext(0);

/** The title of an admin page with the count in front when there is one. */
export function useCountedTitle(title: string): string {
  const count = useContext(AdminTitleCount);
  return count > 0 ? `(${count}) ${title}` : title;
}
