import { useFeatureTexts } from '../../i18n/feature-texts';
import { Button } from '../../shared/button';
import { formatPrice } from '../../shared/format-price';
import { Badge } from '../shared/admin-form';
import { ItemListCard, ItemRows, type ItemListHandlers } from './item-editor/item-list';
import type { AdminProduct } from './product-form-values';
import { productsTexts } from './products-texts';

interface ProductListProps extends ItemListHandlers<AdminProduct> {
  products: readonly AdminProduct[];
  /** Marks the product sold out, or available again. */
  onToggleAvailable: (product: AdminProduct) => void;
}

/**
 * The product list (docs/product.md#products-admin): image, name, category, price in BD, Featured, edit and
 * delete; and a Sold out badge with the one-click 'Mark sold out' / 'Mark available',
 * whose accessible name carries the product's name.
 */
export function ProductList({ products, onToggleAvailable, ...handlers }: ProductListProps) {
  const { t } = useFeatureTexts(productsTexts);
  return (
    <ItemListCard title={t('adminProducts.listLabel')}>
      <ItemRows
        items={products}
        emptyText={t('adminProducts.empty')}
        {...handlers}
        rowContent={(product) => ({
          name: product.name,
          image: product.image,
          actions: (
            <Button
              $variant="outline"
              onClick={() => onToggleAvailable(product)}
              aria-label={t(product.available ? 'adminProducts.markSoldOutItem' : 'adminProducts.markAvailableItem', {
                name: product.name,
              })}
            >
              {t(product.available ? 'adminProducts.markSoldOut' : 'adminProducts.markAvailable')}
            </Button>
          ),
          details: (
            <>
              <span dir="auto">{product.category.name}</span>
              <span>{formatPrice(product.price, t)}</span>
              {product.featured && <Badge>{t('adminProducts.featuredBadge')}</Badge>}
              {!product.available && <Badge>{t('adminProducts.soldOutBadge')}</Badge>}
            </>
          ),
        })}
      />
    </ItemListCard>
  );
}
