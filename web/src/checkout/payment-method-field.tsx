import styled from 'styled-components';
import { useFeatureTexts } from '../i18n/feature-texts';
import { useSettingText } from '../settings/use-setting-text';
import { FieldHint } from '../shared/form-field';
import { color } from '../theme/tokens';
import { checkoutTexts } from './checkout-texts';
import { CASH_PAYMENT } from './checkout-values';
import { FormSection } from './form-section';

const Option = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.875rem 1rem;
  border: 2px solid ${color('primary')};
  border-radius: 0.75rem;
  background: ${color('secondary')};
  cursor: pointer;

  input {
    inline-size: 1.125rem;
    block-size: 1.125rem;
    margin: 0;
    accent-color: ${color('primary')};
  }

  label {
    font-weight: 700;
    cursor: pointer;
  }
`;

/** docs/product.md#payment: the payment method, cash on delivery being the only one. */
export function PaymentMethodField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useFeatureTexts(checkoutTexts);
  const text = useSettingText();
  return (
    <FormSection title={text('paymentMethodLabel', t('checkout.paymentMethod'))}>
      <Option>
        <input
          id="checkout-payment-cash"
          type="radio"
          name="paymentMethod"
          value={CASH_PAYMENT}
          checked={value === CASH_PAYMENT}
          aria-describedby="checkout-payment-cash-hint"
          onChange={(event) => onChange(event.target.value)}
        />
        <div>
          <label htmlFor="checkout-payment-cash">{text('cashOnDeliveryText', t('checkout.cashOnDelivery'))}</label>
          <FieldHint id="checkout-payment-cash-hint">{t('checkout.cashOnDeliveryHint')}</FieldHint>
        </div>
      </Option>
    </FormSection>
  );
}
