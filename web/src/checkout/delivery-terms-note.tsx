import { dinarToFils, filsToDinar } from '@crumb/shared/money';
import styled from 'styled-components';
import { useFeatureTexts } from '../i18n/feature-texts';
import { FormAlert } from '../shared/form-field';
import { formatPriceInText } from '../shared/format-price';
import { color } from '../theme/tokens';
import { checkoutTexts } from './checkout-texts';
import type { CheckoutDestination } from './use-checkout-destination';

const Terms = styled.ul`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding-block: 0.625rem;
  padding-inline: 0.875rem;
  border-radius: 0.625rem;
  background: ${color('secondary')};
  font-size: 0.875rem;
  list-style: none;
`;

/** The chosen area's minimum and the message for an order under it, in the shopper's language. */
export function useBelowMinimumMessage(destination: CheckoutDestination) {
  const { t, i18n } = useFeatureTexts(checkoutTexts);
  const { area, missing } = destination;
  if (!area || missing <= 0) return undefined;
  return t('checkout.destination.belowMinimum', {
    missing: formatPriceInText(missing, t),
    area: i18n.language.startsWith('ar') ? area.nameAr : area.name,
    minimum: formatPriceInText(area.zone.minimum, t),
  });
}

/**
 * The delivery's terms by the summary while areas are on, updated as the cart changes: the
 * chosen area's minimum (and what an order under it lacks), and from what subtotal delivery is free.
 */
export function DeliveryTermsNote({
  destination,
  subtotal,
  minimumAlerted = false,
}: {
  destination: CheckoutDestination;
  subtotal: number;
  /** The form's alert says what the order lacks already (after a refused Place Order). */
  minimumAlerted?: boolean;
}) {
  const { t, i18n } = useFeatureTexts(checkoutTexts);
  const belowMinimum = useBelowMinimumMessage(destination);
  const { area, freeDeliveryFrom } = destination;
  if (!destination.byArea) return null;
  const price = (amount: number) => formatPriceInText(amount, t);
  const areaName = area && (i18n.language.startsWith('ar') ? area.nameAr : area.name);
  const toFree = freeDeliveryFrom === null ? 0 : filsToDinar(dinarToFils(freeDeliveryFrom) - dinarToFils(subtotal));

  return (
    <>
      {(area ?? freeDeliveryFrom !== null) && (
        <Terms aria-label={t('checkout.destination.termsTitle')}>
          {area && areaName && (
            <li>
              {area.zone.minimum > 0
                ? t('checkout.destination.areaTerms', {
                    area: areaName,
                    fee: price(area.zone.fee),
                    minimum: price(area.zone.minimum),
                  })
                : t('checkout.destination.areaFee', { area: areaName, fee: price(area.zone.fee) })}
            </li>
          )}
          {freeDeliveryFrom !== null && (
            <li>
              {toFree > 0
                ? t('checkout.destination.freeFrom', { amount: price(freeDeliveryFrom), missing: price(toFree) })
                : t('checkout.destination.freeReached', { amount: price(freeDeliveryFrom) })}
            </li>
          )}
        </Terms>
      )}
      {/* Polite: it changes with every quantity the shopper changes. */}
      <div role="status">{belowMinimum && !minimumAlerted && <FormAlert>{belowMinimum}</FormAlert>}</div>
    </>
  );
}
