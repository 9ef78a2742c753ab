import { OptionList, optionValue, type OptionItem, type OptionValue } from '../../shared/option-list';
import { SelectField } from '../../shared/select-field';

interface FilterSelectProps<Item extends OptionItem> {
  id: string;
  label: string;
  /** The first option, which filters nothing ('All statuses', 'Everyone'). */
  allLabel: string;
  /** What the list may be narrowed to: values, or records picked by their id. */
  values: readonly Item[];
  optionLabel: (item: Item) => string;
  /** The chosen value, '' for all. */
  value: OptionValue<Item> | '';
  onChange: (value: OptionValue<Item> | '') => void;
}

/** A select in a list's filter bar: everything, or the entries of one of the given values. */
export function FilterSelect<Item extends OptionItem>({
  id,
  label,
  allLabel,
  values,
  optionLabel,
  value,
  onChange,
}: FilterSelectProps<Item>) {
  const choose = (chosen: string) => onChange(values.map(optionValue).find((known) => known === chosen) ?? '');
  return (
    <SelectField id={id} label={label} value={value} onChange={(event) => choose(event.target.value)}>
      <option value="">{allLabel}</option>
      <OptionList values={values} label={optionLabel} />
    </SelectField>
  );
}
