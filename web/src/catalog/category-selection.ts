interface CategoryRef {
  id: string;
  name: string;
}

/**
 * docs/product.md#products-page: the ?category value picks a category by its numeric id, by
 * its name (any letter case, so /products?category=cakes works), or by its id as text.
 */
export function matchesCategory(category: CategoryRef, selection: string): boolean {
  const wanted = selection.trim();
  if (wanted === '') return false;
  if (category.id === wanted || category.name.toLowerCase() === wanted.toLowerCase()) return true;
  const wantedNumber = Number(wanted);
  return Number.isFinite(wantedNumber) && Number(category.id) === wantedNumber;
}
