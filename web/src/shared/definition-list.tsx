import type { ReactNode } from 'react';
import styled from 'styled-components';
import { color } from '../theme/tokens';

export interface DefinitionRow {
  label: string;
  value: ReactNode;
  /** For a value that reads left to right in Arabic pages too (a phone number), or 'auto'. */
  dir?: string;
}

interface DefinitionListProps {
  rows: readonly DefinitionRow[];
  className?: string;
}

/** Label and value pairs as a <dl>, one <div> a row, with no look of its own: each use styles it. */
export function UnstyledDefinitionList({ rows, className }: DefinitionListProps) {
  return (
    <dl className={className}>
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd dir={row.dir}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Label and value pairs, one row each: the label muted on the start side, the value on the end side. */
export const DefinitionList = styled(UnstyledDefinitionList)`
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
  }
`;
