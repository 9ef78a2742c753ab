import type { ChangeEvent } from 'react';
import { ORDER_TEXT_LIMITS } from '@crumb/shared/order-limits';
import { useFeatureTexts } from '../i18n/feature-texts';
import { FormField, TextArea } from '../shared/form-field';
import { TextField } from '../shared/text-field';
import { checkoutTexts } from './checkout-texts';
import { problemOf, type FieldProblem } from './checkout-problems';
import type { CheckoutValues } from './checkout-values';
import { FormSection } from './form-section';
import { OrderNotesField } from './order-notes-field';
import { useCustomerLabels } from './use-customer-labels';

type RequiredField = 'customerName' | 'whatsapp' | 'address';

interface CustomerFieldsProps {
  values: CheckoutValues;
  onChange: (field: keyof CheckoutValues, value: string) => void;
  /** After a refused submit, what is wrong: each field says it under itself. */
  problems: readonly FieldProblem[];
  disabled: boolean;
  /** The optional notes behind a button (simplifiedCheckout, phones). */
  notesCollapsed: boolean;
  /** False when the address is asked as an area and its numbers, or not at all (pickup). */
  freeTextAddress?: boolean;
}

/**
 * docs/product.md#checkout-page: full name, WhatsApp number, delivery address and optional notes. Name and
 * number are required by the form's own check; only the address carries the browser's
 * required flag (the form checks it itself too, noValidate, so the browser's bubble never hides
 * the summary). Each takes at most what the order takes (maxlength).
 */
export function CustomerFields({
  values,
  onChange,
  problems,
  disabled,
  notesCollapsed,
  freeTextAddress = true,
}: CustomerFieldsProps) {
  const { t } = useFeatureTexts(checkoutTexts);
  const labels = useCustomerLabels();
  // What each of the three fields takes from the form: its name, value and change, whether it
  // may be typed in, and how long it may be; what is wrong with it after a refused submit.
  const bound = (name: RequiredField) => {
    const problem = problemOf(problems, name);
    return {
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(name, event.target.value),
      disabled,
      maxLength: ORDER_TEXT_LIMITS[name],
      error: problem && t(problem.message),
    };
  };

  const { error: addressError, ...address } = bound('address');

  return (
    <FormSection title={labels.title}>
      <TextField
        id="checkout-name"
        label={labels.name}
        requiredMark="alert"
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
        {...bound('whatsapp')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        aria-required="true"
        dir="ltr"
      />
      {freeTextAddress && (
        <FormField id="checkout-address" label={labels.address} required="alert" error={addressError}>
          {(control) => (
            <TextArea {...control} {...address} rows={3} autoComplete="street-address" required dir="auto" />
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
