interface OptionListProps<Value extends string> {
  values: readonly Value[];
  /** The text each option shows. */
  label: (value: Value) => string;
}

/** A select's options, one per value in the list's order. */
export function OptionList<Value extends string>({ values, label }: OptionListProps<Value>) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}
