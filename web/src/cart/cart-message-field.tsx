import { useId, useState } from 'react';
import styled from 'styled-components';
import { useFeatureTexts } from '../i18n/feature-texts';
import { FieldHint, TextInput } from '../shared/form-field';
import { color } from '../theme/tokens';
import { cart, type CartItem } from './cart-store';
import { cartTexts } from './cart-texts';

const Field = styled.div`
  display: grid;
  gap: 0.25rem;
  margin-block-start: 0.5rem;

  label {
    font-size: 0.875rem;
    font-weight: 600;
  }
`;

const Counter = styled(FieldHint)`
  color: ${color('mutedForeground')};
  font-size: 0.8125rem;
`;

interface CartMessageFieldProps {
  item: CartItem;
  productName: string;
  /** The longest message the product takes. */
  maxLength: number;
}

/**
 * The message on the cake of one cart line (issue 14): typed here, saved with the line when the
 * field is left (or Enter pressed), so a line whose message matches another line's merges with
 * it once, not at every keystroke. The counter says how many characters of the maximum are used.
 */
export function CartMessageField({ item, productName, maxLength }: CartMessageFieldProps) {
  const { t } = useFeatureTexts(cartTexts);
  const id = useId();
  const [draft, setDraft] = useState(item.message ?? '');
  const save = () => cart.setMessage(item, draft);

  return (
    <Field>
      <label htmlFor={`${id}-message`}>{t('cart.message', { name: productName })}</label>
      <TextInput
        id={`${id}-message`}
        dir="auto"
        value={draft}
        maxLength={maxLength}
        placeholder={t('cart.messagePlaceholder')}
        aria-describedby={`${id}-count`}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key === 'Enter') save();
        }}
      />
      <Counter id={`${id}-count`}>{t('cart.messageCount', { used: draft.length, max: maxLength })}</Counter>
    </Field>
  );
}
