import { useFeatureTexts } from '../../i18n/feature-texts';
import { Button } from '../../shared/button';
import { formatPrice } from '../../shared/format-price';
import { Badge } from '../shared/admin-form';
import { ItemList, ItemListCard, ItemRow, ListNote } from './item-editor/item-list';
import type { AdminProduct } from './product-form-values';
import { productsTexts } from './products-texts';

interface ProductListProps {
  products: readonly AdminProduct[];
  editingId: string | undefined;
  onEdit: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
  /** Marks the product sold out, or available again (issue 12). */
  onToggleAvailable: (product: AdminProduct) => void;
}

/**
 * SPEC §2 Admin Products, the list: image, name, category, price in BD, Featured, edit and
 * delete; and a Sold out badge with the one-click 'Mark sold out' / 'Mark available' (issue 12),
 * whose accessible name carries the product's name.
 */
export function ProductList({ products, editingId, onEdit, onDelete, onToggleAvailable }: ProductListProps) {
  const { t } = useFeatureTexts(productsTexts);
  return (
    <ItemListCard title={t('adminProducts.listLabel')}>
      {products.length === 0 ? (
        <ListNote>{t('adminProducts.empty')}</ListNote>
      ) : (
        <ItemList>
          {products.map((product) => (
            <ItemRow
              key={product.id}
              name={product.name}
              image={product.image}
              editing={product.id === editingId}
              onEdit={() => onEdit(product)}
              onDelete={() => onDelete(product)}
              actions={
                <Button
                  $variant="outline"
                  onClick={() => onToggleAvailable(product)}
                  aria-label={t(
                    product.available ? 'adminProducts.markSoldOutItem' : 'adminProducts.markAvailableItem',
                    { name: product.name },
                  )}
                >
                  {t(product.available ? 'adminProducts.markSoldOut' : 'adminProducts.markAvailable')}
                </Button>
              }
              details={
                <>
                  <span dir="auto">{product.category.name}</span>
                  <span>{formatPrice(product.price, t)}</span>
                  {product.featured && <Badge>{t('adminProducts.featuredBadge')}</Badge>}
                  {!product.available && <Badge>{t('adminProducts.soldOutBadge')}</Badge>}
                </>
              }
            />
          ))}
        </ItemList>
      )}
    </ItemListCard>
  );
}
