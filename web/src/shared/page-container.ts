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
