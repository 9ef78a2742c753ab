import { useFeatureTexts } from '../../i18n/feature-texts';
import { TextField } from '../../shared/text-field';
import { languageInputProps } from '../shared/bilingual';
import { LIMITS } from './area-form-values';
import { deliveryAreasTexts } from './delivery-areas-texts';
import type { FieldFlag } from './field-flag';

/** The id of a zone's or an area's control, for its label, and for the form's problem to point at it. */
export const rowFieldId = (kind: 'zone' | 'area', row: { key: string }, part: string) =>
  `areas-${kind}-${row.key}-${part}`;

interface NameFieldsProps {
  kind: 'zone' | 'area';
  row: { key: string; name: string; nameAr: string };
  flag: FieldFlag;
  onChange: (changes: { name?: string } | { nameAr?: string }) => void;
}

/** A zone's or an area's name in English and in Arabic, both required (checkout shows each shopper theirs). */
export function NameFields({ kind, row, flag, onChange }: NameFieldsProps) {
  const { t } = useFeatureTexts(deliveryAreasTexts);
  const fieldId = (field: 'name' | 'nameAr') => rowFieldId(kind, row, field);
  return (['name', 'nameAr'] as const).map((field) => (
    <TextField
      key={field}
      id={fieldId(field)}
      label={t(`adminAreas.${kind}Names.${field}`)}
      {...flag(fieldId(field))}
      {...languageInputProps[field === 'name' ? 'en' : 'ar']}
      requiredMark="brand"
      aria-required="true"
      maxLength={LIMITS.nameLength}
      value={row[field]}
      onChange={(event) => onChange({ [field]: event.target.value })}
    />
  ));
}
