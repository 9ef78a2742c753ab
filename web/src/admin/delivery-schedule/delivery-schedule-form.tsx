import { useState, type FormEvent } from 'react';
import { useFeatureTexts } from '../../i18n/feature-texts';
import type { DeliveryScheduleFieldsFragment } from '@crumb/shared/shared-operations';
import { flaggedBy } from '../../shared/form-field';
import { TextField } from '../../shared/text-field';
import { TitledCard, AdminForm, SwitchField } from '../shared/admin-form';
import { SaveActions } from '../shared/save-actions';
import { ClosedDaysFields } from './closed-days-fields';
import { deliveryScheduleTexts } from './delivery-schedule-texts';
import { DeliveryWindowsFields } from './delivery-windows-fields';
import {
  checkSchedule,
  MAX_LEAD_TIME_HOURS,
  PROBLEM_ID,
  valuesOf,
  type ScheduleFormValues,
  type ScheduleProblem,
} from './schedule-form-values';
import { useSaveDeliverySchedule } from './use-save-delivery-schedule';
import { wholeNumberInput } from '../../shared/whole-number-input';

/** The id of the control a problem points at, to focus it. */
function problemField(problem: ScheduleProblem): string {
  if (problem.kind === 'leadTime') return 'delivery-lead-time';
  if (problem.kind === 'noWindows') return 'delivery-add-window';
  return `delivery-window-${problem.window}-${problem.kind === 'capacity' ? 'capacity' : 'end'}`;
}

/** The schedule form: rules, closed days, windows, and Save (the whole schedule is sent each time). */
export function DeliveryScheduleForm({ schedule }: { schedule: DeliveryScheduleFieldsFragment }) {
  const { t } = useFeatureTexts(deliveryScheduleTexts);
  const [values, setValues] = useState<ScheduleFormValues>(() => valuesOf(schedule));
  const [problem, setProblem] = useState<ScheduleProblem>();
  const { save, saving } = useSaveDeliverySchedule();

  const change = (changes: Partial<ScheduleFormValues>) => setValues((current) => ({ ...current, ...changes }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const checked = checkSchedule(values);
    if ('problem' in checked) {
      setProblem(checked.problem);
      document.getElementById(problemField(checked.problem))?.focus();
      return;
    }
    setProblem(undefined);
    const stored = await save(checked.input);
    // Show what the server kept: weekdays, dates and windows come back sorted.
    if (stored) setValues(valuesOf(stored));
  };

  const problemText =
    problem && t(`adminDelivery.problems.${problem.kind}`, 'window' in problem ? { number: problem.window + 1 } : {});
  const leadTimeInvalid = problem?.kind === 'leadTime';

  return (
    <AdminForm noValidate onSubmit={(event) => void submit(event)} aria-busy={saving}>
      <TitledCard id="delivery-rules" title={t('adminDelivery.rules')}>
        <SwitchField
          id="delivery-enabled"
          label={t('adminDelivery.enabled')}
          hint={t('adminDelivery.enabledHint')}
          checked={values.enabled}
          onChange={(enabled) => change({ enabled })}
        />
        <TextField
          id="delivery-lead-time"
          label={t('adminDelivery.leadTime')}
          hint={t('adminDelivery.leadTimeHint')}
          {...flaggedBy(PROBLEM_ID, leadTimeInvalid)}
          {...wholeNumberInput(0, MAX_LEAD_TIME_HOURS)}
          value={values.leadTimeHours}
          onChange={(event) => change({ leadTimeHours: event.target.value })}
        />
        <TextField
          id="delivery-cutoff"
          label={t('adminDelivery.cutoff')}
          hint={t('adminDelivery.cutoffHint')}
          type="time"
          dir="ltr"
          required
          value={values.cutoffTime}
          onChange={(event) => change({ cutoffTime: event.target.value || values.cutoffTime })}
        />
      </TitledCard>
      <ClosedDaysFields values={values} onChange={change} />
      <DeliveryWindowsFields values={values} problem={problem} onChange={change} />
      <SaveActions problemId={PROBLEM_ID} problem={problemText} saving={saving} saveLabel={t('adminDelivery.save')} />
    </AdminForm>
  );
}
