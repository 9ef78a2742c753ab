import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ChoiceBox as Choice, ChoiceBoxes, ChoiceGroup as Group } from '../shared/choice-box';

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
  /** The group's id, for a link that takes the shopper to it (the error summary's). */
  id?: string;
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
  id,
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
    <Group id={id}>
      <legend>{legend}</legend>
      <ChoiceBoxes $min={minWidth}>
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
      </ChoiceBoxes>
    </Group>
  );
}
