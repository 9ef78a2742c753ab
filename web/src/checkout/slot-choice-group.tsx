import type { ReactNode } from 'react';
import styled from 'styled-components';
import { color } from '../theme/tokens';

const Group = styled.fieldset`
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

const Choices = styled.div<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}, 1fr));
  gap: 0.5rem;
`;

// The whole box is the radio's label, so a tap anywhere on it chooses; the native radio keeps
// the arrow keys and what screen readers say ("radio button, 3 of 14, dimmed").
const Choice = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  column-gap: 0.5rem;
  min-block-size: 2.75rem;
  padding-block: 0.5rem;
  padding-inline: 0.75rem;
  border: 1px solid ${color('border')};
  border-radius: 0.625rem;
  background: ${color('card')};
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

const ChoiceText = styled.span`
  display: grid;
  font-weight: 600;
  font-size: 0.9375rem;
`;

const Reason = styled.span`
  font-weight: 500;
  font-size: 0.8125rem;
`;

export interface SlotOption {
  value: string;
  /** What the box shows (and screen readers read) as the choice's name. */
  label: ReactNode;
  /** Why the choice cannot be taken ('Full'), shown under its name; it is then disabled. */
  unavailable?: string;
}

interface SlotChoiceGroupProps {
  /** The radios' name, and the start of their reasons' ids. */
  name: string;
  legend: string;
  options: readonly SlotOption[];
  /** The narrowest a box gets before the row wraps. */
  minWidth: string;
  chosen: string | undefined;
  onChoose: (value: string) => void;
  disabled: boolean;
  invalid: boolean;
  /** The messages that describe every radio (the section's hint, its error). */
  describedBy: string;
}

/**
 * One group of delivery choices (the days, or a day's windows) as native radios: arrow keys move
 * within the group, a dimmed choice is skipped and says why after its name.
 */
export function SlotChoiceGroup({
  name,
  legend,
  options,
  minWidth,
  chosen,
  onChoose,
  disabled,
  invalid,
  describedBy,
}: SlotChoiceGroupProps) {
  return (
    <Group>
      <legend>{legend}</legend>
      <Choices $min={minWidth}>
        {options.map((option) => {
          const reasonId = option.unavailable && `${name}-${option.value}`;
          return (
            <Choice key={option.value}>
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={chosen === option.value}
                disabled={disabled || option.unavailable !== undefined}
                aria-describedby={[describedBy, reasonId].filter(Boolean).join(' ')}
                aria-invalid={invalid || undefined}
                onChange={() => onChoose(option.value)}
              />
              <ChoiceText>
                {option.label}
                {option.unavailable && (
                  // Said after the name as its description (aria-describedby), not as part of it.
                  <Reason id={reasonId} aria-hidden="true">
                    {option.unavailable}
                  </Reason>
                )}
              </ChoiceText>
            </Choice>
          );
        })}
      </Choices>
    </Group>
  );
}
