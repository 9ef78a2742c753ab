import styled from 'styled-components';
import { media } from '../theme/media';

/** The centred content column every page and the header and footer share. */
export const PageContainer = styled.div`
  inline-size: 100%;
  max-inline-size: 72rem;
  margin-inline: auto;
  padding-inline: 1rem;

  ${media.md} {
    padding-inline: 1.5rem;
  }
`;

/** A storefront page's column under the header, with room above its title. */
export const PageBody = styled(PageContainer)`
  padding-block-start: 2rem;

  ${media.md} {
    padding-block-start: 3rem;
  }
`;

/** The title a storefront page opens with, over its content (cart, checkout). */
export const PageTitle = styled.h1`
  margin-block-end: 1.5rem;
  font-size: clamp(1.75rem, 5vw, 2.5rem);
`;
