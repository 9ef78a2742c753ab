import { useFeatureTexts } from '../../i18n/feature-texts';
import { FieldHint } from '../../shared/form-field';
import { CheckboxField } from '../shared/admin-form';
import { mobileTexts } from './mobile-texts';
import type { DraftProps } from './settings-draft';
import { SettingsGroup } from './setting-fields';

const methods = ['cash', 'card'] as const;

/**
 * mobilePaymentMethods (cash and card by default, docs/product.md#mobile-settings). The checkout takes cash on delivery
 * only (docs/product.md#payment), and the hint says so, so the owner is not misled by the card option.
 */
export function PaymentMethodsField({ draft, onChange }: DraftProps) {
  const { t } = useFeatureTexts(mobileTexts);
  const chosen = draft.mobilePaymentMethods;
  const toggle = (method: string, checked: boolean) =>
    onChange({
      mobilePaymentMethods: checked
        ? [...chosen.filter((m) => m !== method), method]
        : chosen.filter((m) => m !== method),
    });

  return (
    <SettingsGroup legend={t('adminMobile.fields.mobilePaymentMethods')}>
      {methods.map((method) => (
        <CheckboxField
          key={method}
          name="mobilePaymentMethods"
          label={t(`adminMobile.paymentMethods.${method}`)}
          checked={chosen.includes(method)}
          onChange={(checked) => toggle(method, checked)}
        />
      ))}
      <FieldHint>{t('adminMobile.paymentMethods.hint')}</FieldHint>
    </SettingsGroup>
  );
}
