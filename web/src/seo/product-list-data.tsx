import { useLocation } from 'react-router-dom';
import { formatDinar } from '@crumb/shared/money';
import { resolveImageUrl } from '../shared/resolve-image-url';
import { useRenderHints } from '../ssr/render-hints';
import { serializeForScript } from '../ssr/ssr-payload';
import { absoluteAddress, addressIn } from './seo-addresses';

interface ListedProduct {
  id: string;
  name: string;
  /** BD. */
  price: number;
  image: string | null;
  available: boolean;
}

/**
 * schema.org data of the products a page lists (name, picture, price in BHD, in stock or not), as
 * JSON-LD for search engines' product results. Each product's description is on its own page's
 * data (product-data.tsx), not repeated here for every card of the list. A data block, never run: the Content Security
 * Policy lets it be, and `<` is escaped so no product text can close the element.
 */
export function ProductListData({ products }: { products: readonly ListedProduct[] }) {
  const { origin } = useRenderHints();
  const page = addressIn(origin, useLocation(), null);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    url: page,
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Product',
        name: product.name,
        ...(product.image && { image: absoluteAddress(origin, resolveImageUrl(product.image)) }),
        offers: {
          '@type': 'Offer',
          url: page,
          price: formatDinar(product.price),
          priceCurrency: 'BHD',
          availability: `https://schema.org/${product.available ? 'InStock' : 'OutOfStock'}`,
        },
      },
    })),
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeForScript(data) }} />;
}
