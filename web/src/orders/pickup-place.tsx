import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { CheckoutDeliveryAreasDocument } from '../graphql/generated';
import { useFeatureTexts } from '../i18n/feature-texts';
import { useSiteSettings } from '../settings/use-site-settings';
import { color } from '../theme/tokens';
import { orderConfirmationTexts } from './order-confirmation-texts';

/** The shop's pickup address in the page's language, else in the other one (the owner may have written one). */
export function pickupAddressIn(place: { address: string; addressAr: string }, language: string): string {
  const arabic = language.startsWith('ar');
  return (arabic ? place.addressAr : place.address) || place.address || place.addressAr;
}

/**
 * Where a pickup order is collected: the pickup address the owner gave with the delivery areas
 * (and its map link), else the shop's address from the site settings, in the page's language.
 * Undefined while neither is known.
 */
export function usePickupPlace(): { address: string; mapUrl: string } | undefined {
  const { i18n } = useFeatureTexts(orderConfirmationTexts);
  const { data } = useQuery(CheckoutDeliveryAreasDocument, { ssr: false });
  const { settings } = useSiteSettings();
  const place = data?.deliveryAreas.pickup;
  const pickupAddress = place && pickupAddressIn(place, i18n.language);
  if (pickupAddress) return { address: pickupAddress, mapUrl: place.mapUrl };
  // The map link is the pickup place's: it is not shown beside the shop's own address.
  return settings?.address ? { address: settings.address, mapUrl: '' } : undefined;
}

const Place = styled.span`
  display: grid;
  gap: 0.25rem;

  a {
    color: ${color('primary')};
    text-decoration: underline;
  }
`;

/** The pickup address, with a link to it on a map when the owner gave one. */
export function PickupPlace({ place }: { place: { address: string; mapUrl: string } }) {
  const { t } = useFeatureTexts(orderConfirmationTexts);
  return (
    <Place>
      <span dir="auto">{place.address}</span>
      {place.mapUrl && (
        <a href={place.mapUrl} target="_blank" rel="noopener noreferrer">
          {t('confirmation.mapLink')}
        </a>
      )}
    </Place>
  );
}
