import { useFeatureTexts } from '../i18n/feature-texts';
import { FieldHint, TextArea, TextInput } from '../shared/form-field';
import { checkoutTexts } from './checkout-texts';
import type { CheckoutValues } from './checkout-values';
import { Field, FormSection, RequiredLabel } from './form-section';
import { OrderNotesField } from './order-notes-field';
import { useCustomerLabels } from './use-customer-labels';

interface CustomerFieldsProps {
  values: CheckoutValues;
  onChange: (field: keyof CheckoutValues, value: string) => void;
  /** After a refused submit, the blank required fields are marked invalid. */
  showMissing: boolean;
  disabled: boolean;
  /** The optional notes behind a button (SPEC §3 simplifiedCheckout, phones). */
  notesCollapsed: boolean;
}

/**
 * SPEC §2 Checkout: full name, WhatsApp number, delivery address and optional notes. Name and
 * number are required by the form's own check; only the address carries the browser's
 * required flag (SPEC §5).
 */
export function CustomerFields({ values, onChange, showMissing, disabled, notesCollapsed }: CustomerFieldsProps) {
  const { t } = useFeatureTexts(checkoutTexts);
  const labels = useCustomerLabels();
  const missing = (value: string) => showMissing && value.trim() === '';

  return (
    <FormSection title={labels.title}>
      <Field>
        <RequiredLabel htmlFor="checkout-name">{labels.name}</RequiredLabel>
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
        <RequiredLabel htmlFor="checkout-whatsapp">{labels.whatsapp}</RequiredLabel>
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
        <RequiredLabel htmlFor="checkout-address">{labels.address}</RequiredLabel>
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
      <OrderNotesField
        value={values.note}
        onChange={(value) => onChange('note', value)}
        disabled={disabled}
        collapsed={notesCollapsed}
      />
    </FormSection>
  );
}
