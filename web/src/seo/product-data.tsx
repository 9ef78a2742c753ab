import { useLocation } from 'react-router-dom';
import { formatDinar } from '@crumb/shared/money';
import { resolveImageUrl } from '../shared/resolve-image-url';
import { useRenderHints } from '../ssr/render-hints';
import { serializeForScript } from '../ssr/ssr-payload';
import { absoluteAddress, addressIn } from './seo-addresses';

interface PageProduct {
  name: string;
  description: string;
  image: string | null;
  available: boolean;
  /** BD: the lowest and highest price a line of it can have with its choices. */
  priceFrom: number;
  priceTo: number;
}

/**
 * schema.org data of a product's own page, as JSON-LD for search engines: an Offer at its price,
 * or an AggregateOffer from its lowest to its highest price when its choices change the price;
 * in stock or sold out. A data block, never run (the Content Security Policy lets it be).
 */
export function ProductData({ product }: { product: PageProduct }) {
  const { origin } = useRenderHints();
  const page = addressIn(origin, useLocation(), null);
  const availability = `https://schema.org/${product.available ? 'InStock' : 'OutOfStock'}`;
  const offers =
    product.priceFrom === product.priceTo
      ? { '@type': 'Offer', url: page, price: formatDinar(product.priceFrom), priceCurrency: 'BHD', availability }
      : {
          '@type': 'AggregateOffer',
          url: page,
          lowPrice: formatDinar(product.priceFrom),
          highPrice: formatDinar(product.priceTo),
          priceCurrency: 'BHD',
          availability,
        };
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    url: page,
    name: product.name,
    ...(product.description.trim() && { description: product.description.trim() }),
    ...(product.image && { image: absoluteAddress(origin, resolveImageUrl(product.image)) }),
    offers,
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeForScript(data) }} />;
}
