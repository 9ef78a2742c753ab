import styled from 'styled-components';
import { color } from '../theme/tokens';
import { controlFrame } from './control-frame';

/** A fieldset of choice boxes: its legend over them, no frame of its own. */
export const ChoiceGroup = styled.fieldset`
  display: grid;
  gap: 0.625rem;
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-block-end: 0.5rem;
    font-weight: 600;
    font-size: 0.9375rem;
  }
`;

/** The boxes in rows that wrap, none narrower than `$min`. */
export const ChoiceBoxes = styled.div<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}, 1fr));
  gap: 0.5rem;
`;

/**
 * One choice: the whole box is its radio's (or checkbox's) label, so a tap anywhere on it
 * chooses; the native input keeps the keys and what screen readers say ("radio button, 3 of 14,
 * dimmed").
 */
export const ChoiceBox = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  column-gap: 0.5rem;
  ${controlFrame}
  padding-inline: 0.75rem;
  cursor: pointer;

  input {
    margin: 0;
    inline-size: 1rem;
    block-size: 1rem;
    accent-color: ${color('primary')};
  }

  &:has(input:checked) {
    border: 2px solid ${color('primary')};
    background: ${color('secondary')};
  }

  &:has(input:focus-visible) {
    outline: 2px solid ${color('ring')};
    outline-offset: 2px;
  }

  &:has(input:disabled) {
    cursor: not-allowed;
    color: ${color('mutedForeground')};
    background: ${color('muted')};
  }
`;
