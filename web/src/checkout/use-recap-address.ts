import { useFeatureTexts } from '../i18n/feature-texts';
import { checkoutTexts } from './checkout-texts';
import type { RecapAddress } from './customer-recap';
import type { CheckoutDestination } from './use-checkout-destination';

/**
 * Where the order goes, as the two-step checkout's review shows it when it is not a free-text
 * address: pickup from the shop, or the address's numbers and the area, as the server writes its
 * address line.
 */
export function useRecapAddress(destination: CheckoutDestination): RecapAddress | undefined {
  const { t, i18n } = useFeatureTexts(checkoutTexts);
  if (destination.pickup) return { label: t('checkout.destination.title'), value: t('checkout.destination.pickup') };
  if (!destination.byArea) return undefined;
  const { values, area } = destination;
  const part = (field: 'house' | 'building' | 'road' | 'block') => {
    const value = values[field].trim();
    return value && `${t(`checkout.destination.${field}`)} ${value}`;
  };
  const areaName = area && (i18n.language.startsWith('ar') ? area.nameAr : area.name);
  const lines = [
    [part('house'), part('building'), part('road'), part('block'), areaName]
      .filter(Boolean)
      .join(i18n.language.startsWith('ar') ? '، ' : ', '),
    values.directions.trim(),
  ];
  return { label: t('checkout.destination.addressTitle'), value: lines.filter(Boolean).join('\n') };
}
