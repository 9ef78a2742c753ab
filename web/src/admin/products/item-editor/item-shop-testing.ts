import { screen, within } from '@testing-library/react';
import { renderAdminRoute } from '../../testing/render-admin-route';

// The fake shop and the page's parts for the products and categories page tests: both pages
// list items in a region, edit them in a form and send the same three mutations.

/**
 * Items as the fake API stores them, changed by the mutations the page sends, and the variables
 * it received of each. The handlers answer with what `create` and `update` return.
 */
export function itemStore<Item extends { id: string }, Created, Updated extends { id: string }>(
  initial: readonly Item[],
) {
  let items = [...initial];
  const received = { created: [] as Created[], updated: [] as Updated[], deleted: [] as string[] };
  return {
    received,
    /** The items as stored now. */
    items: () => items,
    create(variables: Created, item: Item) {
      received.created.push(variables);
      items = [...items, item];
      return item;
    },
    /** Stores what `change` makes of the item the variables name. */
    update(variables: Updated, change: (current: Item) => Item) {
      received.updated.push(variables);
      const updated = change(items.find((item) => item.id === variables.id)!);
      items = items.map((item) => (item.id === variables.id ? updated : item));
      return updated;
    },
    remove(id: string) {
      received.deleted.push(id);
      items = items.filter((item) => item.id !== id);
    },
  };
}

/** Opens an item page once its list region (named `region`) is there; `list` queries within it. */
export async function openItemPage(path: string, region: string, options?: Parameters<typeof renderAdminRoute>[1]) {
  const view = await renderAdminRoute(path, options);
  const list = within(await screen.findByRole('region', { name: region }));
  return { ...view, list };
}

/** The names the list in the region shows, in order. */
export const listedItemNames = (region: string) =>
  within(screen.getByRole('region', { name: region }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** The form by its accessible name ('Add Product', 'Edit Category'). */
export const itemForm = (name: string) => within(screen.getByRole('form', { name }));
