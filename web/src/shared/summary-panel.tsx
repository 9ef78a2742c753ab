import type { ReactNode } from 'react';
import styled from 'styled-components';
import { color } from '../theme/tokens';
import { panelStyles } from './card';
import { DefinitionList, type DefinitionRow } from './definition-list';

const Panel = styled.section`
  ${panelStyles}
  align-content: start;
  box-shadow: var(--shadow-card);

  h2 {
    font-size: 1.125rem;
  }
`;

const Rows = styled(DefinitionList)`
  dd {
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

interface SummaryPanelProps {
  title: string;
  /** What the amounts are for, such as the lines of the order. */
  before?: ReactNode;
  /** Amounts, the total last. */
  rows: readonly DefinitionRow[];
  children?: ReactNode;
}

/** An order summary: a title, the amounts with the total last, and what to do next. */
export function SummaryPanel({ title, before, rows, children }: SummaryPanelProps) {
  return (
    <Panel aria-label={title}>
      <h2>{title}</h2>
      {before}
      <Rows rows={rows} />
      {children}
    </Panel>
  );
}
