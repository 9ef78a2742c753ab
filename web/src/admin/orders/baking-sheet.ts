import styled from 'styled-components';
import { spreadRow } from '../../shared/spread-row';
import { color } from '../../theme/tokens';

// The parts of the day's sheets, the baking list and the driver's route, on screen and on paper.

export const Window = styled.section`
  display: grid;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid ${color('border')};
  border-radius: 0.75rem;
  break-inside: avoid;
`;

export const Orders = styled.ul`
  display: grid;
  gap: 0.75rem;

  > li {
    display: grid;
    gap: 0.375rem;
    padding-block-start: 0.75rem;
    border-block-start: 1px solid ${color('border')};
  }

  > li:first-child {
    padding-block-start: 0;
    border-block-start: 0;
  }
`;

export const OrderHeading = styled.div`
  ${spreadRow('center', '0.5rem')}

  h4,
  h5 {
    font-size: 1rem;
  }
`;
