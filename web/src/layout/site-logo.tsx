import { useState } from 'react';
import styled from 'styled-components';
import { fittedImageUrl } from '../shared/fitted-image-url';
import { BrandMark } from './brand-mark';

const Logo = styled.img`
  block-size: 2rem;
  inline-size: auto;
  max-inline-size: 8rem;
  object-fit: contain;
`;

/**
 * The owner's logo beside the site name, or the cupcake mark when there is none or it fails.
 * Decorative (alt ''): the site name next to it is the link's text.
 */
export function SiteLogo({ src }: { src: string | null | undefined }) {
  // At most 8rem wide in the bar.
  const url = fittedImageUrl(src, 128);
  const [failedUrl, setFailedUrl] = useState<string>();
  if (!url || failedUrl === url) return <BrandMark />;
  return <Logo src={url} alt="" width={120} height={40} onError={() => setFailedUrl(url)} />;
}
