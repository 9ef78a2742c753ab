import styled from 'styled-components';
import { deliveryDayLabel } from '@crumb/shared/delivery-day-label';
import { ADDRESS_PART_MAX_LENGTH, DIRECTIONS_MAX_LENGTH, ORDER_TEXT_LIMITS } from '@crumb/shared/order-limits';
import { useFeatureTexts } from '../../../i18n/feature-texts';
import { isolateLtr } from '../../../shared/bidi';
import { FormField, TextArea } from '../../../shared/form-field';
import { SelectField } from '../../../shared/select-field';
import { TextField } from '../../../shared/text-field';
import { media } from '../../../theme/media';
import { ordersTexts } from '../orders-texts';
import { slotOptions, type EditDays } from './edit-slot-options';
import type { AddressPartsValues, EditedOrder, EditValues } from './order-edit-values';

const Parts = styled.div`
  display: grid;
  gap: 0.75rem;

  ${media.md} {
    grid-template-columns: repeat(4, 1fr);
  }

  > :last-child {
    grid-column: 1 / -1;
  }
`;

interface EditSlotProps {
  id: string;
  order: EditedOrder;
  days: EditDays;
  value: string;
  onChange: (slot: string) => void;
}

/** The day and window: the order's own, or another that can take it (a full one marked, for the owner to book with a reason). */
export function EditSlot({ id, order, days, value, onChange }: EditSlotProps) {
  const { t, i18n } = useFeatureTexts(ordersTexts);
  return (
    <SelectField
      id={id}
      label={t(order.fulfilment === 'pickup' ? 'adminOrders.edit.pickupTime' : 'adminOrders.edit.deliveryTime')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {slotOptions(order, days).map((option) => {
        const slot = t('adminOrders.deliverySlot', {
          // Short day names: a phone's menu shows one line of each.
          day: deliveryDayLabel(option.date, i18n.language, 'short'),
          start: isolateLtr(option.start),
          end: isolateLtr(option.end),
        });
        const label = option.current
          ? t('adminOrders.edit.currentSlot', { slot })
          : option.full
            ? t('adminOrders.edit.fullSlot', { slot })
            : slot;
        return (
          <option key={option.value} value={option.value}>
            {label}
          </option>
        );
      })}
    </SelectField>
  );
}

const PART_NAMES = ['house', 'building', 'road', 'block'] as const;

interface EditAddressProps {
  idPrefix: string;
  order: EditedOrder;
  values: EditValues;
  onChange: (next: Partial<EditValues>) => void;
}

/** The address: its parts in the order's area for an order placed with areas, else its line. */
export function EditAddress({ idPrefix, order, values, onChange }: EditAddressProps) {
  const { t } = useFeatureTexts(ordersTexts);
  if (!order.addressParts)
    return (
      <FormField id={`${idPrefix}-address`} label={t('adminOrders.edit.address')}>
        {(control) => (
          <TextArea
            {...control}
            rows={2}
            dir="auto"
            maxLength={ORDER_TEXT_LIMITS.address}
            value={values.address}
            onChange={(event) => onChange({ address: event.target.value })}
          />
        )}
      </FormField>
    );
  const setPart = (part: keyof AddressPartsValues, text: string) =>
    onChange({ parts: { ...values.parts, [part]: text } });
  return (
    <fieldset>
      <legend>{t('adminOrders.edit.addressIn', { area: order.area ?? '' })}</legend>
      <Parts>
        {PART_NAMES.map((part) => (
          <TextField
            key={part}
            id={`${idPrefix}-${part}`}
            label={t(`adminOrders.edit.parts.${part}`)}
            maxLength={ADDRESS_PART_MAX_LENGTH}
            value={values.parts[part]}
            onChange={(event) => setPart(part, event.target.value)}
          />
        ))}
        <FormField id={`${idPrefix}-directions`} label={t('adminOrders.edit.parts.directions')}>
          {(control) => (
            <TextArea
              {...control}
              rows={2}
              dir="auto"
              maxLength={DIRECTIONS_MAX_LENGTH}
              value={values.parts.directions}
              onChange={(event) => setPart('directions', event.target.value)}
            />
          )}
        </FormField>
      </Parts>
    </fieldset>
  );
}

/** The customer's note to the bakery. */
export function EditNote({ id, value, onChange }: { id: string; value: string; onChange: (note: string) => void }) {
  const { t } = useFeatureTexts(ordersTexts);
  return (
    <FormField id={id} label={t('adminOrders.edit.note')}>
      {(control) => (
        <TextArea
          {...control}
          rows={2}
          dir="auto"
          maxLength={ORDER_TEXT_LIMITS.note}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
