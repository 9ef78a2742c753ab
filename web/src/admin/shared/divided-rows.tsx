import type { ReactNode } from 'react';
import styled from 'styled-components';
import { wrapRow } from '../../shared/wrap-row';
import { color } from '../../theme/tokens';
import { Badge } from './admin-form';

/** A back-office list of records, one row each, with a rule between rows (vouchers, staff accounts). */
export const DividedRows = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    border-block-start: 1px solid ${color('border')};
  }
`;

/** One record of a DividedRows: its summary and its actions, wrapping onto a second line when narrow. */
export const DividedRow = styled.li`
  ${wrapRow('0.5rem 0.75rem', { alignItems: 'center' })}
  padding-block: 0.75rem;
`;

const Summary = styled.div`
  display: grid;
  flex: 1 1 15rem;
  gap: 0.125rem;
  min-inline-size: 0;

  strong {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    overflow-wrap: anywhere;
  }
`;

interface DividedRowSummaryProps {
  /** What the row is (an account's email, a device). */
  name: ReactNode;
  /** Beside the name when set ('You', 'This device'). */
  badge?: string | false;
  /** The facts under the name. */
  children: ReactNode;
}

/**
 * A DividedRow's name and facts (an account, a signed-in device): the name in `strong` with its
 * badge beside it, the facts under it; it takes the row's room and leaves the actions theirs.
 */
export function DividedRowSummary({ name, badge, children }: DividedRowSummaryProps) {
  return (
    <Summary>
      <strong>
        {name}
        {badge && <Badge>{badge}</Badge>}
      </strong>
      {children}
    </Summary>
  );
}
