import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { color } from '../theme/tokens';

/** The site name (with its logo) linking home, as the desktop and phone bars show it. */
export const BrandLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-inline-size: 0;
  color: ${color('primary')};
  font-size: 1.25rem;
  font-weight: 800;
  letter-spacing: -0.01em;
  text-decoration: none;

  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;
