import { useEffect, useRef, useState } from 'react';

interface ItemFormOptions<Item, Values> {
  /** The values of create mode. */
  empty: Values;
  /** The values of an item loaded for editing. */
  valuesOf: (item: Item) => Values;
}

/**
 * The create and edit modes of the product and category forms (docs/product.md#products-admin): choosing edit loads
 * the item into the form and brings the form to the owner (its first field gets focus, which
 * scrolls it into view on a phone, where the list sits under the form); Cancel and a successful
 * save return to create mode with the form cleared. Problems are only shown once a save was
 * refused, so an untouched form does not open with errors.
 */
export function useItemForm<Item, Values>({ empty, valuesOf }: ItemFormOptions<Item, Values>) {
  const [values, setValues] = useState(empty);
  const [editing, setEditing] = useState<Item>();
  const [showProblems, setShowProblems] = useState(false);
  // Counts the requests to move focus: an effect runs after the form shows the new mode.
  const [focusRequests, setFocusRequests] = useState(0);
  const firstFieldRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusRequests > 0) firstFieldRef.current?.focus();
  }, [focusRequests]);

  const change = <Field extends keyof Values>(field: Field, value: Values[Field]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const startOver = () => {
    setValues(empty);
    setEditing(undefined);
    setShowProblems(false);
  };

  return {
    values,
    change,
    /** The item being edited; undefined in create mode. */
    editing,
    showProblems,
    revealProblems: () => setShowProblems(true),
    edit: (item: Item) => {
      setValues(valuesOf(item));
      setEditing(item);
      setShowProblems(false);
      setFocusRequests((count) => count + 1);
    },
    /** After a successful save: back to create mode, focus stays on the button pressed. */
    reset: startOver,
    /** Cancel removes its own button, so focus goes back to the top of the form. */
    cancel: () => {
      startOver();
      setFocusRequests((count) => count + 1);
    },
    firstFieldRef,
  };
}

export type ItemForm<Item, Values> = ReturnType<typeof useItemForm<Item, Values>>;
