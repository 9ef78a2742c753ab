import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { VoucherType } from '@crumb/shared/schema-types';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { adminTexts } from '../admin-texts';
import { Button } from '../../shared/button';
import { FormAlert, FormField, SelectInput, flaggedBy } from '../../shared/form-field';
import { OptionList } from '../../shared/option-list';
import { TextField } from '../../shared/text-field';
import { AdminCard, AdminForm, CheckboxField, FormActions } from '../shared/admin-form';
import { useSaveVoucher } from './use-save-voucher';
import {
  checkVoucher,
  newVoucherValues,
  valuesOf,
  type AdminVoucher,
  type VoucherFormProblem,
  type VoucherFormValues,
} from './voucher-form-values';
import { vouchersTexts } from './vouchers-texts';
import { wholeNumberInput } from '../../shared/whole-number-input';

const PROBLEM_ID = 'voucher-form-problem';

const voucherTypes: readonly VoucherType[] = ['percentage', 'fixed'];

type OptionalRule = 'expiresAt' | 'minSubtotal' | 'usageLimit';

const ruleIds: Record<OptionalRule, string> = {
  expiresAt: 'voucher-expires-at',
  minSubtotal: 'voucher-min-subtotal',
  usageLimit: 'voucher-usage-limit',
};

// docs/product.md#vouchers-admin: whole percents, BD to the fils the API keeps (0.01 lets the arrows step by 10 fils).
const discountStep: Record<VoucherType, string> = { percentage: '1', fixed: '0.01' };

interface VoucherFormProps {
  /** The voucher being edited; none in create mode. */
  editing?: AdminVoucher;
  /** The codes of the loaded list, so a duplicate is caught before any call. */
  existingCodes: readonly string[];
  /** Back to create mode: after Cancel or a successful save. */
  onDone: () => void;
  /** Takes the focus when it appears, after the owner chose Edit, Cancel or saved. */
  focusOnMount: boolean;
}

/** 'Add Voucher' / 'Edit Voucher' (docs/product.md#vouchers-admin). The page remounts it for each mode. */
export function VoucherForm({ editing, existingCodes, onDone, focusOnMount }: VoucherFormProps) {
  const { t } = useFeatureTexts(vouchersTexts, adminTexts);
  const [values, setValues] = useState<VoucherFormValues>(() => (editing ? valuesOf(editing) : newVoucherValues));
  const [problem, setProblem] = useState<VoucherFormProblem>();
  const { save, saving } = useSaveVoucher();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  const change = <Key extends keyof VoucherFormValues>(key: Key, value: VoucherFormValues[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkVoucher(values, { creating: !editing, existingCodes });
    if ('problem' in checked) return setProblem(checked.problem);
    setProblem(undefined);
    if (await save(checked.voucher, editing)) onDone();
  };

  const codeInvalid = problem === 'codeExists' || (problem === 'requiredFields' && !values.code.trim());
  const discountInvalid = problem === 'requiredFields' && !(Number(values.discount) > 0);
  // An invalid field is described by the form's alert, which says what is wrong.
  const flagged = (invalid: boolean) => flaggedBy(PROBLEM_ID, invalid);
  // The input of a field typed as it is kept: its name, value and change.
  const bound = (name: 'discount' | 'expiresAt' | 'minSubtotal' | 'usageLimit') => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(name, event.target.value),
  });
  // The optional rules are wired alike: each is named after its key, has a hint, and is flagged
  // by a problem of its own.
  const rule = (name: OptionalRule) => ({
    id: ruleIds[name],
    label: t(`adminVouchers.${name}`),
    hint: t(`adminVouchers.${name}Hint`),
    ...flagged(problem === `${name}Invalid`),
    ...bound(name),
  });

  return (
    <AdminCard aria-labelledby="voucher-form-title">
      <h2 id="voucher-form-title" ref={headingRef} tabIndex={-1}>
        {t(editing ? 'adminVouchers.editTitle' : 'adminVouchers.addTitle')}
      </h2>
      {/* Our checks say what is missing, in place of the browser's bubbles. */}
      <AdminForm noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          id="voucher-code"
          label={t('adminVouchers.code')}
          requiredMark="brand"
          {...flagged(codeInvalid)}
          name="code"
          required
          // A voucher's code never changes once created (docs/product.md#voucher-rules).
          disabled={Boolean(editing)}
          value={values.code}
          placeholder={t('adminVouchers.codePlaceholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          dir="ltr"
          onChange={(event) => change('code', event.target.value.toUpperCase())}
        />
        <FormField id="voucher-type" label={t('adminVouchers.type')}>
          {(control) => (
            <SelectInput
              {...control}
              name="type"
              value={values.type}
              onChange={(event) => change('type', event.target.value as VoucherType)}
            >
              <OptionList values={voucherTypes} label={(type) => t(`adminVouchers.types.${type}`)} />
            </SelectInput>
          )}
        </FormField>
        <TextField
          id="voucher-discount"
          label={t(`adminVouchers.discount.${values.type}`)}
          requiredMark="brand"
          {...flagged(discountInvalid)}
          {...bound('discount')}
          type="number"
          inputMode="decimal"
          required
          min={0}
          step={discountStep[values.type]}
        />
        <TextField {...rule('expiresAt')} type="datetime-local" dir="ltr" />
        <TextField {...rule('minSubtotal')} type="number" inputMode="decimal" min={0} step="0.001" />
        <TextField
          {...rule('usageLimit')}
          hint={
            editing
              ? `${t('adminVouchers.usageLimitHint')} ${t('adminVouchers.usedCount', { count: editing.usedCount })}`
              : t('adminVouchers.usageLimitHint')
          }
          {...wholeNumberInput(1)}
        />
        <CheckboxField
          asSwitch
          name="active"
          label={t('adminVouchers.active')}
          checked={values.active}
          onChange={(active) => change('active', active)}
        />
        {problem && (
          <FormAlert id={PROBLEM_ID} role="alert">
            {t(`adminVouchers.${problem}`)}
          </FormAlert>
        )}
        <FormActions>
          <Button type="submit" disabled={saving}>
            {saving ? t('admin:admin.saving') : t(editing ? 'admin:admin.update' : 'admin:admin.create')}
          </Button>
          {editing && (
            <Button $variant="outline" onClick={onDone} disabled={saving}>
              {t('common.cancel')}
            </Button>
          )}
        </FormActions>
      </AdminForm>
    </AdminCard>
  );
}
