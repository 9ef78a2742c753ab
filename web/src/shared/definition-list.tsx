import styled from 'styled-components';
import { color } from '../theme/tokens';

const List = styled.dl`
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

export interface DefinitionRow {
  label: string;
  value: string;
}

/** Label and value pairs, one row each: the label muted on the start side, the value on the end side. */
export function DefinitionList({ rows, className }: { rows: readonly DefinitionRow[]; className?: string }) {
  return (
    <List className={className}>
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </List>
  );
}
