import type { ChangeEvent, FormEvent } from 'react';
import { useFeatureTexts } from '../i18n/feature-texts';
import { FormField, TextArea } from '../shared/form-field';
import { TextField } from '../shared/text-field';
import { checkoutTexts } from './checkout-texts';
import type { CheckoutValues } from './checkout-values';
import { FormSection } from './form-section';
import { OrderNotesField } from './order-notes-field';
import { useCustomerLabels } from './use-customer-labels';

type RequiredField = 'customerName' | 'whatsapp' | 'address';

interface CustomerFieldsProps {
  values: CheckoutValues;
  onChange: (field: keyof CheckoutValues, value: string) => void;
  /** After a refused submit, the blank required fields are marked invalid. */
  showMissing: boolean;
  disabled: boolean;
  /** The optional notes behind a button (simplifiedCheckout, phones). */
  notesCollapsed: boolean;
  /** False when the address is asked as an area and its numbers, or not at all (pickup). */
  freeTextAddress?: boolean;
  /**
   * The browser held the form back for the blank address (its required flag): the form's own check
   * runs too, so the other blank fields are marked at the same time.
   */
  onAddressBlocked?: () => void;
}

/**
 * docs/product.md#checkout-page: full name, WhatsApp number, delivery address and optional notes. Name and
 * number are required by the form's own check; only the address carries the browser's
 * required flag.
 */
export function CustomerFields({
  values,
  onChange,
  showMissing,
  disabled,
  notesCollapsed,
  freeTextAddress = true,
  onAddressBlocked,
}: CustomerFieldsProps) {
  const { t } = useFeatureTexts(checkoutTexts);
  const labels = useCustomerLabels();
  // What each of the three fields takes from the form: its name, value and change, and whether
  // it may be typed in; it is marked invalid while left blank after a refused submit.
  const missing = (name: RequiredField) => (showMissing && values[name].trim() === '') || undefined;
  const bound = (name: RequiredField) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(name, event.target.value),
    disabled,
  });

  return (
    <FormSection title={labels.title}>
      <TextField
        id="checkout-name"
        label={labels.name}
        requiredMark="alert"
        invalid={missing('customerName')}
        {...bound('customerName')}
        autoComplete="name"
        aria-required="true"
        dir="auto"
      />
      <TextField
        id="checkout-whatsapp"
        label={labels.whatsapp}
        requiredMark="alert"
        hint={t('checkout.whatsappHint')}
        invalid={missing('whatsapp')}
        {...bound('whatsapp')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        aria-required="true"
        dir="ltr"
      />
      {freeTextAddress && (
        <FormField id="checkout-address" label={labels.address} required="alert" invalid={missing('address')}>
          {(control) => (
            <TextArea
              {...control}
              {...bound('address')}
              onChange={(event) => {
                // The browser's own message stays set until cleared, even once the field is filled.
                event.target.setCustomValidity('');
                onChange('address', event.target.value);
              }}
              // The browser's bubble in the page's language, not in the browser's own.
              onInvalid={(event: FormEvent<HTMLTextAreaElement>) => {
                event.currentTarget.setCustomValidity(t('checkout.addressMissing'));
                onAddressBlocked?.();
              }}
              rows={3}
              autoComplete="street-address"
              required
              dir="auto"
            />
          )}
        </FormField>
      )}
      <OrderNotesField
        value={values.note}
        onChange={(value) => onChange('note', value)}
        disabled={disabled}
        collapsed={notesCollapsed}
      />
    </FormSection>
  );
}
