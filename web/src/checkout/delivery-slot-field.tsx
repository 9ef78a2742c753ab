import { useId } from 'react';
import styled from 'styled-components';
import { deliveryDayLabel } from '@crumb/shared/delivery-day-label';
import { useFeatureTexts } from '../i18n/feature-texts';
import { Button } from '../shared/button';
import { FieldError, FieldHint, FormAlert } from '../shared/form-field';
import { VisuallyHidden } from '../shared/visually-hidden';
import { color } from '../theme/tokens';
import { checkoutTexts } from './checkout-texts';
import { dayUnavailability, shortDayLabel, windowUnavailability } from './delivery-slot-labels';
import { FormSection } from './form-section';
import type { DeliverySlot } from './use-delivery-slot';

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

const Retry = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

const reasonKey = {
  closed: 'checkout.deliverySlot.closed',
  full: 'checkout.deliverySlot.full',
  unavailable: 'checkout.deliverySlot.unavailable',
} as const;

interface DeliverySlotFieldProps {
  slot: DeliverySlot;
  /** The shopper tried to order without a complete choice. */
  showMissing: boolean;
  disabled?: boolean;
}

/**
 * Issue 14: the delivery day, then a window of that day, as two groups of radio buttons (arrow
 * keys move within a group, a dimmed choice is skipped and says why). Days the shop cannot
 * deliver (closed, past the cut-off, full) stay listed, disabled, so the shopper sees why. Times
 * are Bahrain time and read left to right in Arabic too.
 */
export function DeliverySlotField({ slot, showMissing, disabled = false }: DeliverySlotFieldProps) {
  const { t, i18n } = useFeatureTexts(checkoutTexts);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const missing = showMissing && !slot.chosen;
  const describedBy = (reasonId?: string) => [hintId, missing ? errorId : undefined, reasonId].filter(Boolean).join(' ');
  const chosenDay = slot.days.find((day) => day.date === slot.date);

  return (
    <FormSection title={t('checkout.deliverySlot.title')}>
      <FieldHint id={hintId}>{t('checkout.deliverySlot.hint')}</FieldHint>
      {slot.failed && (
        <Retry>
          <FormAlert role="alert">{t('checkout.deliverySlot.loadFailed')}</FormAlert>
          <Button type="button" $variant="outline" onClick={slot.refresh}>
            {t('checkout.deliverySlot.retry')}
          </Button>
        </Retry>
      )}
      <Group>
        <legend>{t('checkout.deliverySlot.day')}</legend>
        <Choices $min="7.5rem">
          {slot.days.map((day) => {
            const reason = dayUnavailability(day);
            const reasonId = reason && `${id}-day-${day.date}`;
            return (
              <Choice key={day.date}>
                <input
                  type="radio"
                  name={`${id}-day`}
                  value={day.date}
                  checked={slot.date === day.date}
                  disabled={disabled || reason !== undefined}
                  aria-describedby={describedBy(reasonId)}
                  aria-invalid={missing && !slot.date ? true : undefined}
                  onChange={() => slot.chooseDay(day.date)}
                />
                <ChoiceText>
                  {/* Short on the button, whole for screen readers: 'Thursday 26 November'. */}
                  <span aria-hidden="true">{shortDayLabel(day.date, i18n.language)}</span>
                  <VisuallyHidden>{deliveryDayLabel(day.date, i18n.language)}</VisuallyHidden>
                  {reason && (
                    // Said after the name as its description (aria-describedby), not as part of it.
                    <Reason id={reasonId} aria-hidden="true">
                      {t(reasonKey[reason])}
                    </Reason>
                  )}
                </ChoiceText>
              </Choice>
            );
          })}
        </Choices>
      </Group>
      {chosenDay ? (
        <Group>
          <legend>{t('checkout.deliverySlot.time', { day: deliveryDayLabel(chosenDay.date, i18n.language) })}</legend>
          <Choices $min="9rem">
            {chosenDay.windows.map((window) => {
              const reason = windowUnavailability(window);
              const reasonId = reason && `${id}-window-${window.id}`;
              return (
                <Choice key={window.id}>
                  <input
                    type="radio"
                    name={`${id}-window`}
                    value={window.id}
                    checked={slot.windowId === window.id}
                    disabled={disabled || reason !== undefined}
                    aria-describedby={describedBy(reasonId)}
                    aria-invalid={missing ? true : undefined}
                    onChange={() => slot.chooseWindow(window.id)}
                  />
                  <ChoiceText>
                    <span dir="ltr">
                      {window.start}–{window.end}
                    </span>
                    {reason && (
                    // Said after the name as its description (aria-describedby), not as part of it.
                    <Reason id={reasonId} aria-hidden="true">
                      {t(reasonKey[reason])}
                    </Reason>
                  )}
                  </ChoiceText>
                </Choice>
              );
            })}
          </Choices>
        </Group>
      ) : (
        !slot.failed && <FieldHint>{t('checkout.deliverySlot.chooseDayFirst')}</FieldHint>
      )}
      {missing && <FieldError id={errorId}>{t('checkout.deliverySlot.missing')}</FieldError>}
    </FormSection>
  );
}
