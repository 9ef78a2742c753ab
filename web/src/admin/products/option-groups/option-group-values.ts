import { exactFils, filsToDinar } from '@crumb/shared/money';
import {
  lowestUnitPriceFils,
  MAX_PICKS,
  MAX_PRICE_DELTA_FILS,
  OPTION_NAME_MAX_LENGTH,
} from '@crumb/shared/product-options';
import type { ProductOptionInput } from '@crumb/shared/schema-types';
import type { AdminProductFieldsFragment } from '../../graphql/generated';

/** A choice as the form holds it: texts as typed; `id` null until the server has stored it. */
export interface ChoiceValues {
  /** Tells rows apart while they move (React's key, the fields' ids): the stored id, or a new one. */
  key: string;
  id: string | null;
  name: string;
  nameAr: string;
  priceDelta: string;
  available: boolean;
}

/** A group of choices (a size, add-ons) as the form holds it. */
export interface OptionGroupValues {
  key: string;
  id: string | null;
  name: string;
  nameAr: string;
  required: boolean;
  maxChoices: string;
  choices: ChoiceValues[];
}

let newRows = 0;
/** A key no stored group or choice has (stored ones are keyed by their id). */
export const newKey = () => `new-${++newRows}`;

export const newChoice = (): ChoiceValues => ({
  key: newKey(),
  id: null,
  name: '',
  nameAr: '',
  priceDelta: '',
  available: true,
});

/** A new group starts as a size would: one pick, not yet required, with one empty choice to fill. */
export const newOptionGroup = (): OptionGroupValues => ({
  key: newKey(),
  id: null,
  name: '',
  nameAr: '',
  required: false,
  maxChoices: '1',
  choices: [newChoice()],
});

/** A product's stored groups, as written in each language (no fallback), for the form to edit. */
export function optionGroupValues(options: AdminProductFieldsFragment['options']): OptionGroupValues[] {
  return options.map((option) => ({
    key: option.id,
    id: option.id,
    name: option.en.name,
    nameAr: option.ar.name,
    required: option.required,
    maxChoices: String(option.maxChoices),
    choices: option.choices.map((choice) => ({
      key: choice.id,
      id: choice.id,
      name: choice.en.name,
      nameAr: choice.ar.name,
      priceDelta: String(choice.priceDelta),
      available: choice.available,
    })),
  }));
}

/** A price difference as typed, in fils: blank is 0; null when it is not an amount in BD with at most three decimals. */
export function priceDeltaFils(typed: string): number | null {
  if (typed.trim() === '') return 0;
  const fils = exactFils(Number(typed));
  return fils !== null && Math.abs(fils) <= MAX_PRICE_DELTA_FILS ? fils : null;
}

const isNameValid = (name: string) => name.trim() !== '' && name.trim().length <= OPTION_NAME_MAX_LENGTH;
const isArabicNameValid = (name: string) => name.trim().length <= OPTION_NAME_MAX_LENGTH;

export function isMaxChoicesValid(typed: string): boolean {
  const count = Number(typed);
  return typed.trim() !== '' && Number.isInteger(count) && count >= 1 && count <= MAX_PICKS;
}

/** What is wrong with one field, for the form to mark it; each check also gates the save. */
export const fieldProblems = {
  name: (name: string) => !isNameValid(name),
  nameAr: (name: string) => !isArabicNameValid(name),
  priceDelta: (typed: string) => priceDeltaFils(typed) === null,
  maxChoices: (typed: string) => !isMaxChoicesValid(typed),
};

/** Every group named, with a valid pick count and at least one choice, every choice named and priced. */
export function areOptionGroupsValid(groups: readonly OptionGroupValues[]): boolean {
  return groups.every(
    (group) =>
      isNameValid(group.name) &&
      isArabicNameValid(group.nameAr) &&
      isMaxChoicesValid(group.maxChoices) &&
      group.choices.length > 0 &&
      group.choices.every(
        (choice) =>
          isNameValid(choice.name) && isArabicNameValid(choice.nameAr) && priceDeltaFils(choice.priceDelta) !== null,
      ),
  );
}

/**
 * Whether some line could cost less than 0.000 BD: the product's price with the cheapest picks
 * the groups allow (the API refuses such groups). Unknown while a price or a group is not valid.
 */
export function couldSellBelowZero(price: string, groups: readonly OptionGroupValues[]): boolean {
  const priceFils = exactFils(Number(price));
  if (price.trim() === '' || priceFils === null || !areOptionGroupsValid(groups)) return false;
  const terms = groups.map((group) => ({
    required: group.required,
    maxChoices: Number(group.maxChoices),
    choices: group.choices.map((choice) => ({ priceDeltaFils: priceDeltaFils(choice.priceDelta) ?? 0 })),
  }));
  return lowestUnitPriceFils(priceFils, terms) < 0;
}

/** The groups as the API takes them: in the form's order, stored ones with their ids (which keeps them). */
export function optionGroupsInput(groups: readonly OptionGroupValues[]): ProductOptionInput[] {
  return groups.map((group) => ({
    ...(group.id ? { id: group.id } : {}),
    name: group.name.trim(),
    nameAr: group.nameAr.trim(),
    required: group.required,
    maxChoices: Number(group.maxChoices),
    choices: group.choices.map((choice) => ({
      ...(choice.id ? { id: choice.id } : {}),
      name: choice.name.trim(),
      nameAr: choice.nameAr.trim(),
      priceDelta: filsToDinar(priceDeltaFils(choice.priceDelta) ?? 0),
      available: choice.available,
    })),
  }));
}

/** The list with the item at `index` moved one place towards `to` (-1 up, +1 down); unchanged at an end. */
export function moved<Item>(items: readonly Item[], index: number, to: -1 | 1): Item[] {
  const target = index + to;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
