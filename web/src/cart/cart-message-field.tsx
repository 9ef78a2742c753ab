import { useId, useState } from 'react';
import styled from 'styled-components';
import { useFeatureTexts } from '../i18n/feature-texts';
import { FormField, TextInput } from '../shared/form-field';
import { cart, type CartItem } from './cart-store';
import { cartTexts } from './cart-texts';

// Tighter than a form's field: it sits inside a cart line, under the product.
const Field = styled(FormField)`
  gap: 0.25rem;

  label {
    font-size: 0.875rem;
  }
`;

interface CartMessageFieldProps {
  item: CartItem;
  productName: string;
  /** The longest message the product takes. */
  maxLength: number;
}

/**
 * The message on the cake of one cart line: typed here, saved with the line when the
 * field is left (or Enter pressed), so a line whose message matches another line's merges with
 * it once, not at every keystroke. The counter says how many characters of the maximum are used.
 */
export function CartMessageField({ item, productName, maxLength }: CartMessageFieldProps) {
  const { t } = useFeatureTexts(cartTexts);
  const id = useId();
  const [draft, setDraft] = useState(item.message ?? '');
  const save = () => cart.setMessage(item, draft);

  return (
    <Field
      id={`${id}-message`}
      label={t('cart.message', { name: productName })}
      hint={t('cart.messageCount', { used: draft.length, max: maxLength })}
    >
      {(control) => (
        <TextInput
          {...control}
          dir="auto"
          value={draft}
          maxLength={maxLength}
          placeholder={t('cart.messagePlaceholder')}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={save}
          onKeyDown={(event) => {
            if (event.key === 'Enter') save();
          }}
        />
      )}
    </Field>
  );
}
