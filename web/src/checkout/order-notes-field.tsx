import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ORDER_TEXT_LIMITS } from '@crumb/shared/order-limits';
import { useFeatureTexts } from '../i18n/feature-texts';
import { Button } from '../shared/button';
import { FormField, TextArea } from '../shared/form-field';
import { Icon } from '../shared/icon';
import { checkoutTexts } from './checkout-texts';
import { useCustomerLabels } from './use-customer-labels';

const AddNotesButton = styled(Button)`
  justify-self: start;
`;

interface OrderNotesFieldProps {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  /**
   * simplifiedCheckout (docs/product.md#mobile-settings): the field waits behind an 'Add order notes' button, one less
   * box for most shoppers on a small screen. Notes already written always show.
   */
  collapsed: boolean;
}

/** docs/product.md#checkout-page: the optional order notes, such as a message on the cake. */
export function OrderNotesField({ value, onChange, disabled, collapsed }: OrderNotesFieldProps) {
  const { t } = useFeatureTexts(checkoutTexts);
  const labels = useCustomerLabels();
  const [opened, setOpened] = useState(false);
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  // The button that was pressed is gone: focus goes on to the field it revealed.
  useEffect(() => {
    if (opened) fieldRef.current?.focus();
  }, [opened]);

  if (collapsed && !opened && value === '') {
    return (
      <AddNotesButton $variant="outline" onClick={() => setOpened(true)} disabled={disabled}>
        <Icon size={18}>
          <path d="M12 5v14M5 12h14" />
        </Icon>
        {t('checkout.addNotes')}
      </AddNotesButton>
    );
  }

  return (
    <FormField id="checkout-note" label={labels.notes}>
      {(control) => (
        <TextArea
          {...control}
          ref={fieldRef}
          name="note"
          rows={2}
          placeholder={t('checkout.notesPlaceholder')}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
          maxLength={ORDER_TEXT_LIMITS.note}
          dir="auto"
        />
      )}
    </FormField>
  );
}
