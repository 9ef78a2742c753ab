import './checkout-texts';
import { useTranslation } from 'react-i18next';
import { useSettingText } from '../settings/use-setting-text';
import { FieldHint, FieldLabel, TextArea, TextInput } from '../shared/form-field';
import type { CheckoutValues } from './checkout-values';
import { Field, FormSection, RequiredLabel } from './form-section';

interface CustomerFieldsProps {
  values: CheckoutValues;
  onChange: (field: keyof CheckoutValues, value: string) => void;
  /** After a refused submit, the blank required fields are marked invalid. */
  showMissing: boolean;
  disabled: boolean;
}

/**
 * SPEC §2 Checkout: full name, WhatsApp number, delivery address and optional notes. Name and
 * number are required by the form's own check; only the address carries the browser's
 * required flag (SPEC §5).
 */
export function CustomerFields({ values, onChange, showMissing, disabled }: CustomerFieldsProps) {
  const { t } = useTranslation();
  const text = useSettingText();
  const missing = (value: string) => showMissing && value.trim() === '';

  return (
    <FormSection title={text('customerInfoTitle', t('checkout.customerTitle'))}>
      <Field>
        <RequiredLabel htmlFor="checkout-name">{text('customerNameLabel', t('checkout.fullName'))}</RequiredLabel>
        <TextInput
          id="checkout-name"
          name="customerName"
          autoComplete="name"
          aria-required="true"
          aria-invalid={missing(values.customerName) || undefined}
          value={values.customerName}
          onChange={(event) => onChange('customerName', event.target.value)}
          disabled={disabled}
          dir="auto"
        />
      </Field>
      <Field>
        <RequiredLabel htmlFor="checkout-whatsapp">{text('whatsappLabel', t('checkout.whatsapp'))}</RequiredLabel>
        <TextInput
          id="checkout-whatsapp"
          name="whatsapp"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          aria-required="true"
          aria-invalid={missing(values.whatsapp) || undefined}
          aria-describedby="checkout-whatsapp-hint"
          value={values.whatsapp}
          onChange={(event) => onChange('whatsapp', event.target.value)}
          disabled={disabled}
          dir="ltr"
        />
        <FieldHint id="checkout-whatsapp-hint">{t('checkout.whatsappHint')}</FieldHint>
      </Field>
      <Field>
        <RequiredLabel htmlFor="checkout-address">{text('deliveryAddressLabel', t('checkout.address'))}</RequiredLabel>
        <TextArea
          id="checkout-address"
          name="address"
          rows={3}
          autoComplete="street-address"
          required
          aria-invalid={missing(values.address) || undefined}
          value={values.address}
          onChange={(event) => onChange('address', event.target.value)}
          disabled={disabled}
          dir="auto"
        />
      </Field>
      <Field>
        <FieldLabel htmlFor="checkout-note">{text('specialInstructionsLabel', t('checkout.notes'))}</FieldLabel>
        <TextArea
          id="checkout-note"
          name="note"
          rows={2}
          placeholder={t('checkout.notesPlaceholder')}
          value={values.note}
          onChange={(event) => onChange('note', event.target.value)}
          disabled={disabled}
          dir="auto"
        />
      </Field>
    </FormSection>
  );
}
