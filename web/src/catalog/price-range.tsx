import { useFeatureTexts } from '../i18n/feature-texts';
import { formatPrice } from '../shared/format-price';
import { catalogTexts } from './catalog-texts';

/**
 * A product's price as a shopper first sees it: the price, or "From 6.000 BD" when its choices
 * can make a line cost more (the lowest a line can cost).
 */
export function PriceRange({ product }: { product: { priceFrom: number; priceTo: number } }) {
  const { t } = useFeatureTexts(catalogTexts);
  const lowest = formatPrice(product.priceFrom, t);
  return product.priceFrom === product.priceTo ? lowest : t('products.from', { price: lowest });
}
