import { useFeatureTexts } from '../../i18n/feature-texts';
import { isolateLtr } from '../../shared/bidi';
import { TextField } from '../../shared/text-field';
import { TitledCard, SwitchField } from '../shared/admin-form';
import { BilingualPair, languageInputProps } from '../shared/bilingual';
import { LIMITS, type DeliveryAreasFormValues } from './area-form-values';
import { deliveryAreasTexts } from './delivery-areas-texts';
import type { FieldFlag } from './field-flag';

export const PICKUP_FIELD_IDS = {
  address: 'areas-pickup-address',
  addressAr: 'areas-pickup-address-ar',
  mapUrl: 'areas-pickup-map',
} as const;

interface PickupFieldsProps {
  pickup: DeliveryAreasFormValues['pickup'];
  flag: FieldFlag;
  onChange: (changes: Partial<DeliveryAreasFormValues['pickup']>) => void;
}

/** Pickup from the shop: the switch, the shop's address in both languages and a map link. */
export function PickupFields({ pickup, flag, onChange }: PickupFieldsProps) {
  const { t } = useFeatureTexts(deliveryAreasTexts);
  return (
    <TitledCard id="areas-pickup" title={t('adminAreas.pickup')}>
      <SwitchField
        checked={pickup.enabled}
        onChange={(enabled) => onChange({ enabled })}
        id="areas-pickup-enabled"
        label={t('adminAreas.pickupEnabled')}
        hint={t('adminAreas.pickupHint')}
      />
      <BilingualPair>
        {(['address', 'addressAr'] as const).map((field) => (
          <TextField
            key={field}
            id={PICKUP_FIELD_IDS[field]}
            label={t(`adminAreas.${field}`)}
            {...flag(PICKUP_FIELD_IDS[field])}
            {...languageInputProps[field === 'address' ? 'en' : 'ar']}
            requiredMark={pickup.enabled && 'brand'}
            aria-required={pickup.enabled}
            maxLength={LIMITS.pickupAddressLength}
            value={pickup[field]}
            onChange={(event) => onChange({ [field]: event.target.value })}
          />
        ))}
      </BilingualPair>
      <TextField
        id={PICKUP_FIELD_IDS.mapUrl}
        label={t('adminAreas.mapUrl')}
        hint={t('adminAreas.mapUrlHint', { scheme: isolateLtr('https://') })}
        {...flag(PICKUP_FIELD_IDS.mapUrl)}
        type="url"
        inputMode="url"
        dir="ltr"
        maxLength={LIMITS.mapUrlLength}
        value={pickup.mapUrl}
        onChange={(event) => onChange({ mapUrl: event.target.value })}
      />
    </TitledCard>
  );
}
