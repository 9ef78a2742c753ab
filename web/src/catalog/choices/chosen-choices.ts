import { dinarToFils, filsToDinar } from '@crumb/shared/money';
import type { CartChoice } from '../../cart/cart-store';
import type { ProductPurchaseFieldsFragment } from '../../graphql/generated';

export type ProductOption = ProductPurchaseFieldsFragment['options'][number];

/** What the shopper picked: the chosen choices' ids by their group's id. */
export type Chosen = ReadonlyMap<string, readonly string[]>;

export const nothingChosen: Chosen = new Map();

/** Whether the group is picked from with radios (one choice) rather than checkboxes. */
export function picksOne(option: Pick<ProductOption, 'maxChoices'>): boolean {
  return option.maxChoices <= 1;
}

/**
 * The choices after a tap on `choiceId`: a radio group's pick replaces the last; a checkbox is
 * ticked or unticked, and a tick beyond the group's maximum is ignored (its boxes are disabled then).
 */
export function withChoiceToggled(chosen: Chosen, option: ProductOption, choiceId: string): Chosen {
  const now = chosen.get(option.id) ?? [];
  let next: readonly string[];
  if (picksOne(option)) next = [choiceId];
  else if (now.includes(choiceId)) next = now.filter((id) => id !== choiceId);
  else if (now.length >= option.maxChoices) return chosen;
  else next = [...now, choiceId];
  return new Map(chosen).set(option.id, next);
}

/** The chosen choices in the product's order (groups, then choices within each), for the cart line. */
export function chosenChoices(options: readonly ProductOption[], chosen: Chosen): CartChoice[] {
  return options.flatMap((option) =>
    option.choices
      .filter((choice) => chosen.get(option.id)?.includes(choice.id))
      .map((choice) => ({ id: choice.id, option: option.name, name: choice.name })),
  );
}

/**
 * The unit price with the chosen choices: the product's price plus their differences, in whole
 * fils, never below 0.000 (the server prices the line the same way).
 */
export function priceWithChoices(price: number, options: readonly ProductOption[], chosen: Chosen): number {
  const deltas = options.flatMap((option) =>
    option.choices.filter((choice) => chosen.get(option.id)?.includes(choice.id)).map((choice) => choice.priceDelta),
  );
  const fils = deltas.reduce((sum, delta) => sum + dinarToFils(delta), dinarToFils(price));
  return filsToDinar(Math.max(0, fils));
}

/** The required groups nothing has been chosen from yet, in order. */
export function missingGroups(options: readonly ProductOption[], chosen: Chosen): ProductOption[] {
  return options.filter((option) => option.required && (chosen.get(option.id)?.length ?? 0) === 0);
}
