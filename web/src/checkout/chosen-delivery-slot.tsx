import styled from 'styled-components';
import { deliveryDayLabel } from '@crumb/shared/delivery-day-label';
import { useFeatureTexts } from '../i18n/feature-texts';
import { isolateLtr } from '../shared/bidi';
import { color } from '../theme/tokens';
import { checkoutTexts } from './checkout-texts';
import { useSlotLabels } from './delivery-slot-labels';
import type { ChosenDeliverySlot } from './use-delivery-slot';

const Slot = styled.p`
  display: grid;
  gap: 0.125rem;
  padding-block: 0.625rem;
  padding-inline: 0.875rem;
  border-radius: 0.625rem;
  background: ${color('secondary')};
  font-size: 0.9375rem;

  strong {
    font-weight: 700;
  }
`;

/** 'Thursday 26 November, 16:00–20:00' ('... من 16:00 إلى 20:00') in the page's language, as the order lookup says it. */
export function useDeliverySlotText() {
  const { t, i18n } = useFeatureTexts(checkoutTexts);
  return (slot: Pick<ChosenDeliverySlot, 'date' | 'start' | 'end'>) =>
    t('checkout.deliverySlot.slot', {
      day: deliveryDayLabel(slot.date, i18n.language),
      start: isolateLtr(slot.start),
      end: isolateLtr(slot.end),
    });
}

/** The chosen delivery day and time in the order summary, so the shopper checks it before ordering. */
export function ChosenDeliverySlotNote({
  slot,
  pickup = false,
}: {
  slot: ChosenDeliverySlot | undefined;
  pickup?: boolean;
}) {
  const labels = useSlotLabels(pickup);
  const slotText = useDeliverySlotText();
  if (!slot) return null;
  return (
    <Slot>
      <strong>{labels.summary}</strong>
      <span>{slotText(slot)}</span>
    </Slot>
  );
}
