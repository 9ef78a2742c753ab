import { useId } from 'react';
import styled from 'styled-components';
import { useFeatureTexts } from '../i18n/feature-texts';
import { pickupAddressIn } from '../orders/pickup-place';
import { color } from '../theme/tokens';
import { checkoutTexts } from './checkout-texts';
import { ChoiceNote } from './choice-note';
import { FormSection } from './form-section';
import { SlotChoiceGroup } from './slot-choice-group';
import type { CheckoutDestination } from './use-checkout-destination';

const Place = styled.div`
  display: grid;
  gap: 0.25rem;
  padding-block: 0.75rem;
  padding-inline: 0.875rem;
  border-radius: 0.625rem;
  background: ${color('secondary')};

  a {
    justify-self: start;
    color: ${color('primary')};
    font-weight: 600;
    text-decoration: underline;
  }
`;

interface FulfilmentFieldProps {
  destination: CheckoutDestination;
  disabled: boolean;
}

/**
 * Delivery or pickup, asked first while the shop offers pickup: two radios; pickup shows the
 * shop's address in the page's language and its map link, and asks for no address.
 */
export function FulfilmentField({ destination, disabled }: FulfilmentFieldProps) {
  const { t, i18n } = useFeatureTexts(checkoutTexts);
  const id = useId();
  const place = destination.pickupPlace;
  const address = place && pickupAddressIn(place, i18n.language);
  const option = (value: 'delivery' | 'pickup') => ({
    value,
    label: (
      <>
        <span>{t(`checkout.destination.${value}`)}</span>
        <ChoiceNote>{t(`checkout.destination.${value}Hint`)}</ChoiceNote>
      </>
    ),
  });

  return (
    <FormSection title={t('checkout.destination.title')}>
      <SlotChoiceGroup
        name={`${id}-fulfilment`}
        legend={t('checkout.destination.how')}
        minWidth="9rem"
        options={[option('delivery'), option('pickup')]}
        chosen={destination.values.fulfilment}
        onChoose={(value) => destination.change('fulfilment', value)}
        disabled={disabled}
        invalid={false}
        describedBy=""
      />
      {destination.pickup && address && (
        <Place>
          <strong>{t('checkout.destination.pickupFrom')}</strong>
          <span dir="auto">{address}</span>
          {place.mapUrl && (
            <a href={place.mapUrl} target="_blank" rel="noopener noreferrer">
              {t('checkout.destination.mapLink')}
            </a>
          )}
        </Place>
      )}
    </FormSection>
  );
}
