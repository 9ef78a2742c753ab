import type { ReactNode } from 'react';
import styled from 'styled-components';
import { color } from '../theme/tokens';

const Panel = styled.section`
  display: grid;
  align-content: start;
  gap: 1rem;
  padding: 1.25rem;
  border: 1px solid ${color('border')};
  border-radius: var(--radius);
  background: ${color('card')};
  box-shadow: var(--shadow-card);

  h2 {
    font-size: 1.125rem;
  }
`;

const Rows = styled.dl`
  display: grid;
  gap: 0.5rem;
  margin: 0;

  div {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
  }

  dt {
    color: ${color('mutedForeground')};
  }

  dd {
    margin: 0;
    font-weight: 600;
    white-space: nowrap;
  }

  /* The last row is the total: set apart and larger. */
  div:last-child {
    padding-block-start: 0.625rem;
    border-block-start: 1px solid ${color('border')};
    font-size: 1.125rem;
  }

  div:last-child dt {
    color: ${color('foreground')};
    font-weight: 700;
  }

  div:last-child dd {
    color: ${color('primary')};
    font-weight: 800;
  }
`;

export interface SummaryRow {
  label: string;
  value: string;
}

interface SummaryPanelProps {
  title: string;
  /** What the amounts are for, such as the lines of the order. */
  before?: ReactNode;
  /** Amounts, the total last. */
  rows: readonly SummaryRow[];
  children?: ReactNode;
}

/** An order summary: a title, the amounts with the total last, and what to do next. */
export function SummaryPanel({ title, before, rows, children }: SummaryPanelProps) {
  return (
    <Panel aria-label={title}>
      <h2>{title}</h2>
      {before}
      <Rows>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </Rows>
      {children}
    </Panel>
  );
}
