import { useId } from 'react';
import styled from 'styled-components';
import { wrapRow } from '../shared/wrap-row';
import { deliveryDayLabel } from '@crumb/shared/delivery-day-label';
import { useFeatureTexts } from '../i18n/feature-texts';
import { Button } from '../shared/button';
import { FieldError, FieldHint, FormAlert } from '../shared/form-field';
import { VisuallyHidden } from '../shared/visually-hidden';
import { checkoutFieldIds } from './checkout-problems';
import { checkoutTexts } from './checkout-texts';
import { dayUnavailability, shortDayLabel, useSlotLabels, windowUnavailability } from './delivery-slot-labels';
import { FormSection } from './form-section';
import { SlotChoiceGroup } from './slot-choice-group';
import type { DeliverySlot } from './use-delivery-slot';

const Retry = styled.div`
  ${wrapRow('0.75rem', { alignItems: 'center' })}
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
  /** The order is collected from the shop: the same schedule, asked as a pickup day and time. */
  pickup?: boolean;
}

/**
 * The delivery day, then a window of that day, as two groups of radio buttons (arrow
 * keys move within a group, a dimmed choice is skipped and says why). Days the shop cannot
 * deliver (closed, past the cut-off, full) stay listed, disabled, so the shopper sees why. Times
 * are Bahrain time and read left to right in Arabic too.
 */
export function DeliverySlotField({ slot, showMissing, disabled = false, pickup = false }: DeliverySlotFieldProps) {
  const { t, i18n } = useFeatureTexts(checkoutTexts);
  const labels = useSlotLabels(pickup);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const missing = showMissing && !slot.chosen;
  const describedBy = [hintId, missing ? errorId : undefined].filter(Boolean).join(' ');
  const reasonText = (reason?: keyof typeof reasonKey) => reason && t(reasonKey[reason]);
  const chosenDay = slot.days.find((day) => day.date === slot.date);

  return (
    <FormSection title={labels.title}>
      <FieldHint id={hintId}>{labels.hint}</FieldHint>
      {slot.failed && (
        <Retry>
          <FormAlert role="alert">{labels.loadFailed}</FormAlert>
          <Button type="button" $variant="outline" onClick={slot.refresh}>
            {t('checkout.deliverySlot.retry')}
          </Button>
        </Retry>
      )}
      <SlotChoiceGroup
        // The summary's link leads to the day until one is chosen, then to its times.
        id={chosenDay ? undefined : checkoutFieldIds.slot}
        name={`${id}-day`}
        legend={t('checkout.deliverySlot.day')}
        minWidth="7.5rem"
        options={slot.days.map((day) => ({
          value: day.date,
          // Short on the button, whole for screen readers: 'Thursday 26 November'.
          label: (
            <>
              <span aria-hidden="true">{shortDayLabel(day.date, i18n.language)}</span>
              <VisuallyHidden>{deliveryDayLabel(day.date, i18n.language)}</VisuallyHidden>
            </>
          ),
          unavailable: reasonText(dayUnavailability(day)),
        }))}
        chosen={slot.date}
        onChoose={slot.chooseDay}
        disabled={disabled}
        invalid={missing && !slot.date}
        describedBy={describedBy}
      />
      {chosenDay ? (
        <SlotChoiceGroup
          id={checkoutFieldIds.slot}
          name={`${id}-window`}
          legend={t('checkout.deliverySlot.time', { day: deliveryDayLabel(chosenDay.date, i18n.language) })}
          minWidth="9rem"
          options={chosenDay.windows.map((window) => ({
            value: window.id,
            label: (
              <span dir="ltr">
                {window.start}–{window.end}
              </span>
            ),
            unavailable: reasonText(windowUnavailability(window)),
          }))}
          chosen={slot.windowId}
          onChoose={slot.chooseWindow}
          disabled={disabled}
          invalid={missing}
          describedBy={describedBy}
        />
      ) : (
        !slot.failed && <FieldHint>{labels.chooseDayFirst}</FieldHint>
      )}
      {missing && <FieldError id={errorId}>{labels.missing}</FieldError>}
    </FormSection>
  );
}
