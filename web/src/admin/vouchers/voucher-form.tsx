import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { VoucherType } from '@crumb/shared/schema-types';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { adminTexts } from '../admin-texts';
import { Button } from '../../shared/button';
import { FormAlert, SelectInput, TextInput } from '../../shared/form-field';
import { AdminCard, AdminForm, CheckboxField, Field, FormActions } from '../shared/admin-form';
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

const voucherTypes: readonly VoucherType[] = ['percentage', 'fixed'];

// SPEC §9: whole percents, BD to the fils the API keeps (0.01 lets the arrows step by 10 fils).
const discountStep: Record<VoucherType, string> = { percentage: '1', fixed: '0.01' };

interface VoucherFormProps {
  /** The voucher being edited; none in create mode. */
  editing?: AdminVoucher;
  /** The codes of the loaded list, so a duplicate is caught before any call. */
  existingCodes: readonly string[];
  /** Back to create mode: after Cancel or a successful save (SPEC §4). */
  onDone: () => void;
  /** Takes the focus when it appears, after the owner chose Edit, Cancel or saved. */
  focusOnMount: boolean;
}

/** SPEC §2 'Add Voucher' / 'Edit Voucher'. The page remounts it for each mode. */
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
  const describedBy = (invalid: boolean) => (invalid ? 'voucher-form-problem' : undefined);
  const withHint = (hintId: string, invalid: boolean) => [hintId, describedBy(invalid)].filter(Boolean).join(' ');
  const minSubtotalInvalid = problem === 'minSubtotalInvalid';
  const usageLimitInvalid = problem === 'usageLimitInvalid';
  const expiresAtInvalid = problem === 'expiresAtInvalid';

  return (
    <AdminCard aria-labelledby="voucher-form-title">
      <h2 id="voucher-form-title" ref={headingRef} tabIndex={-1}>
        {t(editing ? 'adminVouchers.editTitle' : 'adminVouchers.addTitle')}
      </h2>
      {/* Our checks say what is missing (SPEC §5), in place of the browser's bubbles. */}
      <AdminForm noValidate onSubmit={(event) => void submit(event)}>
        <Field label={t('adminVouchers.code')} htmlFor="voucher-code" required>
          <TextInput
            id="voucher-code"
            name="code"
            required
            // SPEC §4: a voucher's code never changes once created.
            disabled={Boolean(editing)}
            value={values.code}
            placeholder={t('adminVouchers.codePlaceholder')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            dir="ltr"
            aria-invalid={codeInvalid || undefined}
            aria-describedby={describedBy(codeInvalid)}
            onChange={(event) => change('code', event.target.value.toUpperCase())}
          />
        </Field>
        <Field label={t('adminVouchers.type')} htmlFor="voucher-type">
          <SelectInput
            id="voucher-type"
            name="type"
            value={values.type}
            onChange={(event) => change('type', event.target.value as VoucherType)}
          >
            {voucherTypes.map((type) => (
              <option key={type} value={type}>
                {t(`adminVouchers.types.${type}`)}
              </option>
            ))}
          </SelectInput>
        </Field>
        <Field label={t(`adminVouchers.discount.${values.type}`)} htmlFor="voucher-discount" required>
          <TextInput
            id="voucher-discount"
            name="discount"
            type="number"
            inputMode="decimal"
            required
            min={0}
            step={discountStep[values.type]}
            value={values.discount}
            aria-invalid={discountInvalid || undefined}
            aria-describedby={describedBy(discountInvalid)}
            onChange={(event) => change('discount', event.target.value)}
          />
        </Field>
        <Field
          label={t('adminVouchers.expiresAt')}
          htmlFor="voucher-expires-at"
          hint={t('adminVouchers.expiresAtHint')}
          hintId="voucher-expires-at-hint"
        >
          <TextInput
            id="voucher-expires-at"
            name="expiresAt"
            type="datetime-local"
            dir="ltr"
            value={values.expiresAt}
            aria-invalid={expiresAtInvalid || undefined}
            aria-describedby={withHint('voucher-expires-at-hint', expiresAtInvalid)}
            onChange={(event) => change('expiresAt', event.target.value)}
          />
        </Field>
        <Field
          label={t('adminVouchers.minSubtotal')}
          htmlFor="voucher-min-subtotal"
          hint={t('adminVouchers.minSubtotalHint')}
          hintId="voucher-min-subtotal-hint"
        >
          <TextInput
            id="voucher-min-subtotal"
            name="minSubtotal"
            type="number"
            inputMode="decimal"
            min={0}
            step="0.001"
            value={values.minSubtotal}
            aria-invalid={minSubtotalInvalid || undefined}
            aria-describedby={withHint('voucher-min-subtotal-hint', minSubtotalInvalid)}
            onChange={(event) => change('minSubtotal', event.target.value)}
          />
        </Field>
        <Field
          label={t('adminVouchers.usageLimit')}
          htmlFor="voucher-usage-limit"
          hint={
            editing
              ? `${t('adminVouchers.usageLimitHint')} ${t('adminVouchers.usedCount', { count: editing.usedCount })}`
              : t('adminVouchers.usageLimitHint')
          }
          hintId="voucher-usage-limit-hint"
        >
          <TextInput
            id="voucher-usage-limit"
            name="usageLimit"
            type="number"
            inputMode="numeric"
            min={1}
            step="1"
            value={values.usageLimit}
            aria-invalid={usageLimitInvalid || undefined}
            aria-describedby={withHint('voucher-usage-limit-hint', usageLimitInvalid)}
            onChange={(event) => change('usageLimit', event.target.value)}
          />
        </Field>
        <CheckboxField
          asSwitch
          name="active"
          label={t('adminVouchers.active')}
          checked={values.active}
          onChange={(active) => change('active', active)}
        />
        {problem && (
          <FormAlert id="voucher-form-problem" role="alert">
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
