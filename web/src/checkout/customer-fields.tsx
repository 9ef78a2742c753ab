import { useFeatureTexts } from '../i18n/feature-texts';
import { FormField, TextArea, TextInput } from '../shared/form-field';
import { checkoutTexts } from './checkout-texts';
import type { CheckoutValues } from './checkout-values';
import { FormSection } from './form-section';
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
      <FormField
        id="checkout-name"
        label={labels.name}
        required="alert"
        invalid={missing(values.customerName) || undefined}
      >
        {(control) => (
          <TextInput
            {...control}
            name="customerName"
            autoComplete="name"
            aria-required="true"
            value={values.customerName}
            onChange={(event) => onChange('customerName', event.target.value)}
            disabled={disabled}
            dir="auto"
          />
        )}
      </FormField>
      <FormField
        id="checkout-whatsapp"
        label={labels.whatsapp}
        required="alert"
        hint={t('checkout.whatsappHint')}
        invalid={missing(values.whatsapp) || undefined}
      >
        {(control) => (
          <TextInput
            {...control}
            name="whatsapp"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            aria-required="true"
            value={values.whatsapp}
            onChange={(event) => onChange('whatsapp', event.target.value)}
            disabled={disabled}
            dir="ltr"
          />
        )}
      </FormField>
      <FormField
        id="checkout-address"
        label={labels.address}
        required="alert"
        invalid={missing(values.address) || undefined}
      >
        {(control) => (
          <TextArea
            {...control}
            name="address"
            rows={3}
            autoComplete="street-address"
            required
            value={values.address}
            onChange={(event) => onChange('address', event.target.value)}
            disabled={disabled}
            dir="auto"
          />
        )}
      </FormField>
      <OrderNotesField
        value={values.note}
        onChange={(value) => onChange('note', value)}
        disabled={disabled}
        collapsed={notesCollapsed}
      />
    </FormSection>
  );
}
