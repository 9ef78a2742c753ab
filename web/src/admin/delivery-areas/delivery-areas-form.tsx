import { useState, type FormEvent } from 'react';
import type { DeliveryAreasFieldsFragment } from '@crumb/shared/shared-operations';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { flaggedBy } from '../../shared/form-field';
import { TextField } from '../../shared/text-field';
import { TitledCard, AdminForm, SwitchField } from '../shared/admin-form';
import { SaveActions } from '../shared/save-actions';
import { useFocusAfterRender } from '../shared/use-focus-after-render';
import { amountInput } from './amount-input';
import {
  checkDeliveryAreas,
  PROBLEM_ID,
  valuesOf,
  type AreasProblem,
  type DeliveryAreasFormValues,
} from './area-form-values';
import { areaFieldId } from './area-row';
import { deliveryAreasTexts } from './delivery-areas-texts';
import { PICKUP_FIELD_IDS, PickupFields } from './pickup-fields';
import { ZonesFields } from './zones-fields';
import { useSaveDeliveryAreas } from './use-save-delivery-areas';
import { zoneFieldId } from './zone-fields';

const ENABLED_ID = 'areas-enabled';
const FREE_FROM_ID = 'areas-free-from';

/** The id of the control a problem is about, to flag and focus it. */
function problemFieldId(problem: AreasProblem, { zones }: DeliveryAreasFormValues): string {
  switch (problem.kind) {
    case 'freeFrom':
      return FREE_FROM_ID;
    case 'noAreaOn':
      return ENABLED_ID;
    case 'mapUrl':
      return PICKUP_FIELD_IDS.mapUrl;
    case 'pickupAddress':
      return PICKUP_FIELD_IDS[problem.field];
    case 'fee':
    case 'minimum':
      return zoneFieldId(zones[problem.zone]!, problem.kind);
    case 'zoneName':
    case 'zoneNameTwice':
      return zoneFieldId(zones[problem.zone]!, problem.field);
    case 'areaName':
    case 'areaNameTwice':
      return areaFieldId(zones[problem.zone]!.areas[problem.area]!, problem.field);
  }
}

/** The problem's sentence: zones and areas are numbered from 1 as their legends are. */
function problemParams(problem: AreasProblem) {
  return {
    number: 'zone' in problem ? problem.zone + 1 : undefined,
    area: 'area' in problem ? problem.area + 1 : undefined,
    name: 'name' in problem ? problem.name : undefined,
  };
}

/**
 * The delivery areas form: how delivery is charged, pickup, and the zones with their areas; Save
 * sends the whole (the server replaces what it holds with it).
 */
export function DeliveryAreasForm({ stored }: { stored: DeliveryAreasFieldsFragment }) {
  const { t } = useFeatureTexts(deliveryAreasTexts);
  const [values, setValues] = useState<DeliveryAreasFormValues>(() => valuesOf(stored));
  const [problem, setProblem] = useState<{ problem: AreasProblem; fieldId: string }>();
  // The zones whose areas are shown, by key: all folded at first, a new one open.
  const [openZones, setOpenZones] = useState<ReadonlySet<string>>(new Set());
  const focusLater = useFocusAfterRender();
  const { save, saving } = useSaveDeliveryAreas();

  const change = (changes: Partial<DeliveryAreasFormValues>) => setValues((current) => ({ ...current, ...changes }));
  const openZone = (key: string, open = true) =>
    setOpenZones((current) => {
      const next = new Set(current);
      if (open) next.add(key);
      else next.delete(key);
      return next;
    });
  const flag = (controlId: string) => flaggedBy(PROBLEM_ID, problem?.fieldId === controlId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const checked = checkDeliveryAreas(values);
    if ('problem' in checked) {
      const fieldId = problemFieldId(checked.problem, values);
      setProblem({ problem: checked.problem, fieldId });
      // An area's field is drawn only while its zone is open.
      if ('area' in checked.problem) openZone(values.zones[checked.problem.zone]!.key);
      focusLater(fieldId);
      return;
    }
    setProblem(undefined);
    const saved = await save(checked.input);
    // Show what the server kept: new zones and areas come back with their ids.
    if (saved) setValues(valuesOf(saved));
  };

  return (
    <AdminForm noValidate onSubmit={(event) => void submit(event)} aria-busy={saving}>
      <TitledCard id="areas-rules" title={t('adminAreas.rules')}>
        <SwitchField
          id={ENABLED_ID}
          label={t('adminAreas.enabled')}
          hint={t('adminAreas.enabledHint')}
          checked={values.enabled}
          onChange={(enabled) => change({ enabled })}
        />
        <TextField
          id={FREE_FROM_ID}
          label={t('adminAreas.freeFrom')}
          hint={t('adminAreas.freeFromHint')}
          {...flag(FREE_FROM_ID)}
          {...amountInput}
          value={values.freeDeliveryFrom}
          onChange={(event) => change({ freeDeliveryFrom: event.target.value })}
        />
      </TitledCard>
      <PickupFields
        pickup={values.pickup}
        flag={flag}
        onChange={(changes) => change({ pickup: { ...values.pickup, ...changes } })}
      />
      <ZonesFields
        zones={values.zones}
        openZones={openZones}
        flag={flag}
        onOpenZone={openZone}
        onChange={(zones) => change({ zones })}
        focusLater={focusLater}
      />
      <SaveActions
        problemId={PROBLEM_ID}
        problem={problem && t(`adminAreas.problems.${problem.problem.kind}`, problemParams(problem.problem))}
        saving={saving}
        saveLabel={t('adminAreas.save')}
      />
    </AdminForm>
  );
}
