import styled from 'styled-components';
import { VOUCHER_CODE_MAX_LENGTH } from '@crumb/shared/order-limits';
import { useFeatureTexts } from '../i18n/feature-texts';
import { useSettingText } from '../settings/use-setting-text';
import { Button } from '../shared/button';
import { FieldError, FormField, TextInput } from '../shared/form-field';
import { checkoutTexts } from './checkout-texts';
import { FormSection } from './form-section';
import type { VoucherControl } from './use-voucher';

const STATUS_ID = 'checkout-voucher-status';

const Row = styled.div`
  display: flex;
  gap: 0.5rem;

  input {
    flex: 1;
    min-inline-size: 0;
    text-transform: uppercase;
  }
`;

const AppliedNote = styled.p`
  color: hsl(142 64% 24%);
  font-weight: 600;
`;

/**
 * docs/product.md#checkout-page: the voucher code with its Apply button, disabled while the code is blank or
 * a check is running. Enter in the field applies the code rather than placing the order.
 */
export function VoucherField({ voucher, disabled }: { voucher: VoucherControl; disabled: boolean }) {
  const { t } = useFeatureTexts(checkoutTexts);
  const text = useSettingText();
  const { code, setCode } = voucher;
  const apply = () => void voucher.apply(code);

  return (
    <FormSection title={t('checkout.voucherTitle')}>
      <FormField
        id="checkout-voucher"
        label={text('voucherCodeLabel', t('checkout.voucherCode'))}
        invalid={voucher.failure ? true : undefined}
        describedBy={[STATUS_ID]}
      >
        {(control) => (
          <>
            <Row>
              <TextInput
                {...control}
                name="voucherCode"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                dir="ltr"
                value={code}
                maxLength={VOUCHER_CODE_MAX_LENGTH}
                onChange={(event) => setCode(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  if (!voucher.checking) apply();
                }}
                disabled={disabled}
              />
              <Button $variant="outline" onClick={apply} disabled={disabled || voucher.checking || code.trim() === ''}>
                {voucher.checking ? t('checkout.checkingVoucher') : t('checkout.apply')}
              </Button>
            </Row>
            {/* Refusal or success, announced as it comes: the field is described by it either way. */}
            <div id={STATUS_ID} aria-live="polite">
              {voucher.failure && <FieldError role="alert">{voucher.failure}</FieldError>}
              {voucher.applied && (
                <AppliedNote>{t('checkout.voucherInUse', { code: voucher.applied.code })}</AppliedNote>
              )}
            </div>
          </>
        )}
      </FormField>
    </FormSection>
  );
}
