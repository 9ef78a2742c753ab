import { useState } from 'react';
import styled from 'styled-components';
import { wrapRow } from '../../shared/wrap-row';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { Button } from '../../shared/button';
import { FieldError, flaggedBy } from '../../shared/form-field';
import { TextField } from '../../shared/text-field';
import { TitledCard, CheckboxField, InlineFieldset } from '../shared/admin-form';
import { deliveryScheduleTexts } from './delivery-schedule-texts';
import { LineList } from '../../shared/stack-list';
import type { ScheduleFormValues } from './schedule-form-values';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const DATE_PROBLEM_ID = 'delivery-new-date-problem';

const Weekdays = styled(InlineFieldset)`
  gap: 0 1.25rem;

  legend {
    margin-block-end: 0.25rem;
  }
`;

const AddRow = styled.div`
  ${wrapRow('0.5rem', { alignItems: 'end' })}
`;

const DateList = styled(LineList)`
  li {
    align-items: center;
    gap: 0.5rem;
  }
`;

interface ClosedDaysFieldsProps {
  values: ScheduleFormValues;
  onChange: (changes: Partial<ScheduleFormValues>) => void;
}

/** Weekdays closed every week, and single closed dates (a holiday) added one at a time. */
export function ClosedDaysFields({ values, onChange }: ClosedDaysFieldsProps) {
  const { t } = useFeatureTexts(deliveryScheduleTexts);
  const [newDate, setNewDate] = useState('');
  const [dateMissing, setDateMissing] = useState(false);

  const toggleWeekday = (weekday: number, closed: boolean) =>
    onChange({
      closedWeekdays: closed
        ? [...values.closedWeekdays, weekday].sort()
        : values.closedWeekdays.filter((day) => day !== weekday),
    });

  const addDate = () => {
    if (!newDate) return setDateMissing(true);
    setDateMissing(false);
    if (!values.closedDates.includes(newDate)) onChange({ closedDates: [...values.closedDates, newDate].sort() });
    setNewDate('');
  };

  return (
    <TitledCard id="delivery-closed" title={t('adminDelivery.closedDays')}>
      <Weekdays>
        <legend>{t('adminDelivery.closedWeekdays')}</legend>
        {WEEKDAYS.map((weekday) => (
          <CheckboxField
            key={weekday}
            label={t(`adminDelivery.weekdays.${weekday}`)}
            checked={values.closedWeekdays.includes(weekday)}
            onChange={(closed) => toggleWeekday(weekday, closed)}
          />
        ))}
      </Weekdays>
      <h3>{t('adminDelivery.closedDates')}</h3>
      {values.closedDates.length === 0 ? (
        <p>{t('adminDelivery.noClosedDates')}</p>
      ) : (
        <DateList aria-label={t('adminDelivery.closedDates')}>
          {values.closedDates.map((date) => (
            <li key={date}>
              <span dir="ltr">{date}</span>
              <Button
                $variant="ghost"
                onClick={() => onChange({ closedDates: values.closedDates.filter((other) => other !== date) })}
              >
                {t('adminDelivery.removeDate', { date })}
              </Button>
            </li>
          ))}
        </DateList>
      )}
      <AddRow>
        {/* The message goes under the whole row, not between the date and its button. */}
        <TextField
          id="delivery-new-date"
          label={t('adminDelivery.closedDate')}
          {...flaggedBy(DATE_PROBLEM_ID, dateMissing)}
          type="date"
          dir="ltr"
          value={newDate}
          onChange={(event) => setNewDate(event.target.value)}
        />
        <Button $variant="outline" onClick={addDate}>
          {t('adminDelivery.addDate')}
        </Button>
      </AddRow>
      {dateMissing && <FieldError id={DATE_PROBLEM_ID}>{t('adminDelivery.problems.date')}</FieldError>}
    </TitledCard>
  );
}
