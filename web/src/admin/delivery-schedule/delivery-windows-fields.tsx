import styled from 'styled-components';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { Button } from '../../shared/button';
import { flaggedBy } from '../../shared/form-field';
import { TextField } from '../../shared/text-field';
import { media } from '../../theme/media';
import { AddRowButton } from '../shared/add-row-button';
import { SwitchField, TitledCard } from '../shared/admin-form';
import { rowBox } from '../shared/row-box';
import { deliveryScheduleTexts } from './delivery-schedule-texts';
import {
  MAX_CAPACITY,
  MAX_WINDOWS,
  newWindowId,
  PROBLEM_ID,
  type ScheduleFormValues,
  type ScheduleProblem,
  type WindowFormValues,
} from './schedule-form-values';
import { wholeNumberInput } from '../../shared/whole-number-input';

const WindowRow = styled.fieldset`
  ${rowBox}
  align-items: end;

  legend {
    padding-inline: 0.25rem;
    font-weight: 600;
  }

  ${media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr)) auto;
  }
`;

interface DeliveryWindowsFieldsProps {
  values: ScheduleFormValues;
  problem?: ScheduleProblem;
  onChange: (changes: Partial<ScheduleFormValues>) => void;
}

/**
 * One row per delivery window (start, end, orders per day), added and removed by the owner, and
 * whether those orders count deliveries and pickups together or apart.
 */
export function DeliveryWindowsFields({ values, problem, onChange }: DeliveryWindowsFieldsProps) {
  const { t } = useFeatureTexts(deliveryScheduleTexts);
  const { windows } = values;

  const changeWindow = (index: number, changes: Partial<WindowFormValues>) =>
    onChange({ windows: windows.map((window, other) => (other === index ? { ...window, ...changes } : window)) });
  const addWindow = () =>
    onChange({ windows: [...windows, { id: newWindowId(windows), start: '', end: '', capacity: '10' }] });
  const removeWindow = (index: number) => onChange({ windows: windows.filter((_, other) => other !== index) });

  const invalid = (index: number, kind: 'windowTimes' | 'capacity') =>
    problem?.kind === kind && problem.window === index;

  return (
    <TitledCard id="delivery-windows" title={t('adminDelivery.windows')}>
      <p>{t('adminDelivery.windowsHint')}</p>
      {windows.length === 0 && <p>{t('adminDelivery.noWindows')}</p>}
      {windows.map((window, index) => {
        const number = index + 1;
        const id = (part: string) => `delivery-window-${index}-${part}`;
        // An invalid field is described by the form's alert, which says what is wrong.
        const timesFlag = flaggedBy(PROBLEM_ID, invalid(index, 'windowTimes'));
        return (
          <WindowRow key={window.id}>
            <legend>{t('adminDelivery.window', { number })}</legend>
            {(['start', 'end'] as const).map((edge) => (
              <TextField
                key={edge}
                id={id(edge)}
                label={t(`adminDelivery.${edge}`)}
                {...timesFlag}
                type="time"
                dir="ltr"
                required
                value={window[edge]}
                onChange={(event) => changeWindow(index, { [edge]: event.target.value })}
              />
            ))}
            <TextField
              id={id('capacity')}
              label={t('adminDelivery.capacity')}
              {...flaggedBy(PROBLEM_ID, invalid(index, 'capacity'))}
              {...wholeNumberInput(1, MAX_CAPACITY)}
              required
              value={window.capacity}
              onChange={(event) => changeWindow(index, { capacity: event.target.value })}
            />
            <Button $variant="ghost" onClick={() => removeWindow(index)}>
              {t('adminDelivery.removeWindow', { number })}
            </Button>
          </WindowRow>
        );
      })}
      <AddRowButton id="delivery-add-window" full={windows.length >= MAX_WINDOWS} onAdd={addWindow}>
        {t('adminDelivery.addWindow')}
      </AddRowButton>
      <SwitchField
        id="delivery-capacity-per-method"
        label={t('adminDelivery.capacityPerMethod')}
        hint={t('adminDelivery.capacityPerMethodHint')}
        checked={values.capacityPerMethod}
        onChange={(capacityPerMethod) => onChange({ capacityPerMethod })}
      />
    </TitledCard>
  );
}
