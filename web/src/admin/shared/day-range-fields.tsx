import { useFeatureTexts } from '../../i18n/feature-texts';
import { TextField } from '../../shared/text-field';
import { adminTexts } from '../admin-texts';

/** A span of days as date inputs give them ('2025-03-01'); an empty one is open on that side. */
interface DayRange {
  from: string;
  to: string;
}

interface DayRangeFieldsProps<Range extends DayRange> {
  /** The fields' ids are `<idPrefix>-from` and `<idPrefix>-to`. */
  idPrefix: string;
  /** The filters the days are part of; a change hands them back whole with the new day. */
  range: Range;
  onChange: (range: Range) => void;
}

/** The From and To days of a list's filters, as two date fields (laid out by the filter bar around them). */
export function DayRangeFields<Range extends DayRange>({ idPrefix, range, onChange }: DayRangeFieldsProps<Range>) {
  const { t } = useFeatureTexts(adminTexts);
  // Each day bounds the other, so the from day is never after the to day.
  const dayFields = [
    { key: 'from', label: t('admin.dayRange.from'), limit: { max: range.to || undefined } },
    { key: 'to', label: t('admin.dayRange.to'), limit: { min: range.from || undefined } },
  ] as const;
  return dayFields.map(({ key, label, limit }) => (
    <TextField
      key={key}
      id={`${idPrefix}-${key}`}
      label={label}
      type="date"
      value={range[key]}
      {...limit}
      onChange={(event) => onChange({ ...range, [key]: event.target.value })}
    />
  ));
}
