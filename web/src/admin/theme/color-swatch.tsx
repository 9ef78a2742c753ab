import styled from 'styled-components';
import { color } from '../../theme/tokens';

const Swatch = styled.span`
  flex: none;
  inline-size: 1.75rem;
  block-size: 1.75rem;
  border: 1px solid ${color('foreground', 0.25)};
  border-radius: 50%;
  /* No colour to show: a hatch, so an empty swatch does not pass for a white one. */
  background: repeating-linear-gradient(45deg, ${color('muted')} 0 4px, ${color('card')} 4px 8px);
`;

/** A dot of an 'h s% l%' colour; decoration only, the colour's name or value is written beside it. */
export function ColorSwatch({ value }: { value?: string }) {
  return <Swatch aria-hidden="true" style={value ? { background: `hsl(${value})` } : undefined} />;
}
