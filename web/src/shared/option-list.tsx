/** What a select may offer: plain values, or records picked by their id (a category, an account). */
export type OptionItem = string | { id: string };

/** The value an item's option carries: a string is its own, a record's is its id. */
export type OptionValue<Item extends OptionItem> = Item extends string ? Item : string;

export const optionValue = <Item extends OptionItem>(item: Item) =>
  (typeof item === 'string' ? item : item.id) as OptionValue<Item>;

interface OptionListProps<Item extends OptionItem> {
  values: readonly Item[];
  /** The text each option shows. */
  label: (item: Item) => string;
}

/** A select's options, one per item in the list's order. */
export function OptionList<Item extends OptionItem>({ values, label }: OptionListProps<Item>) {
  return values.map((item) => (
    <option key={optionValue(item)} value={optionValue(item)}>
      {label(item)}
    </option>
  ));
}
