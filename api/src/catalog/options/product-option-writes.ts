import type { EntityManager } from '@mikro-orm/postgresql';
import { SentList } from '../../database/sent-list';
import { InvalidInputError } from '../../errors/domain-errors';
import { parseId } from '../../graphql/ids';
import type { Product } from '../product.entity';
import {
  lowestUnitPriceFils,
  MAX_CHOICES_PER_OPTION,
  MAX_OPTIONS_PER_PRODUCT,
  MAX_PICKS,
  MAX_PRICE_DELTA_FILS,
  OPTION_NAME_MAX_LENGTH,
} from '@crumb/shared/product-options';
import { ProductOptionChoice } from './product-option-choice.entity';
import type { ProductOptionChoiceInput, ProductOptionInput } from './product-option.inputs';
import { ProductOption } from './product-option.entity';

interface CheckedChoice {
  id: number | null;
  name: string;
  nameAr: string;
  priceDeltaFils: number;
  available: boolean;
}

/** A group as the owner sent it, checked and trimmed: what is stored, in the order sent. */
export interface CheckedOption {
  id: number | null;
  name: string;
  nameAr: string;
  required: boolean;
  maxChoices: number;
  choices: CheckedChoice[];
}

function optionName(name: string, what: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new InvalidInputError(`${what} name is required`);
  return arabicName(trimmed, what);
}

function arabicName(name: string | null | undefined, what: string): string {
  const trimmed = (name ?? '').trim();
  if (trimmed.length > OPTION_NAME_MAX_LENGTH)
    throw new InvalidInputError(`A ${what.toLowerCase()} name has at most ${OPTION_NAME_MAX_LENGTH} characters`);
  return trimmed;
}

function checkedChoice(input: ProductOptionChoiceInput): CheckedChoice {
  const priceDeltaFils = input.priceDelta ?? 0;
  if (!Number.isInteger(priceDeltaFils) || Math.abs(priceDeltaFils) > MAX_PRICE_DELTA_FILS)
    throw new InvalidInputError('A price difference is at most 1000000 BD either way');
  return {
    id: input.id == null ? null : parseId(input.id, 'choice'),
    name: optionName(input.name, 'Choice'),
    nameAr: arabicName(input.nameAr, 'Choice'),
    priceDeltaFils,
    available: input.available ?? true,
  };
}

function checkedOption(input: ProductOptionInput): CheckedOption {
  const name = optionName(input.name, 'Option');
  if (input.choices.length === 0) throw new InvalidInputError(`${name} needs at least one choice`);
  if (input.choices.length > MAX_CHOICES_PER_OPTION)
    throw new InvalidInputError(`${name} has more than ${MAX_CHOICES_PER_OPTION} choices`);
  const choices = input.choices.map(checkedChoice);
  const maxChoices = input.maxChoices ?? 1;
  // More than it has is allowed: "up to 3 add-ons" stays true while the owner removes one.
  if (!Number.isInteger(maxChoices) || maxChoices < 1 || maxChoices > MAX_PICKS)
    throw new InvalidInputError(`${name}: how many may be picked is a whole number from 1 to ${MAX_PICKS}`);
  return {
    id: input.id == null ? null : parseId(input.id, 'option'),
    name,
    nameAr: arabicName(input.nameAr, 'Option'),
    required: input.required ?? false,
    maxChoices,
    choices,
  };
}

/** The checks that need no database: names, counts, limits, ids named once. */
export function checkedOptions(inputs: readonly ProductOptionInput[]): CheckedOption[] {
  if (inputs.length > MAX_OPTIONS_PER_PRODUCT)
    throw new InvalidInputError(`A product has at most ${MAX_OPTIONS_PER_PRODUCT} option groups`);
  const options = inputs.map(checkedOption);
  const ids = [
    ...options.flatMap((option) => (option.id === null ? [] : [`option ${option.id}`])),
    ...options.flatMap((option) =>
      option.choices.flatMap((choice) => (choice.id === null ? [] : [`choice ${choice.id}`])),
    ),
  ];
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated) throw new InvalidInputError(`The ${repeated} is sent twice`);
  return options;
}

/**
 * Refuses groups whose cheapest pick would sell the product below 0.000 BD: checked whenever
 * the product's price or its groups change, so every line an order can carry costs 0 or more.
 */
export function checkPriceFloor(product: Pick<Product, 'name' | 'priceFils'>, options: readonly CheckedOption[]): void {
  const terms = options.map((option, index) => ({
    ...option,
    id: index,
    choices: option.choices.map((choice, choiceIndex) => ({ ...choice, id: choiceIndex })),
  }));
  if (lowestUnitPriceFils(product.priceFils, terms) < 0)
    throw new InvalidInputError(`With these choices ${product.name} could cost less than 0.000 BD`);
}

/**
 * Makes the product's groups exactly `options`, in that order: a group or choice sent with its
 * id keeps it (renamed, repriced, moved), one without is new, one not sent is removed. Orders
 * keep their own copy of what was chosen, so removing changes none. Flushed by the caller.
 */
export async function replaceOptions(
  em: EntityManager,
  product: Product,
  options: readonly CheckedOption[],
): Promise<void> {
  const stored = product.id
    ? await em.find(ProductOption, { product }, { populate: ['choices'], orderBy: { position: 'asc' } })
    : [];
  const groups = new SentList<ProductOption>(stored);
  const choices = new SentList(stored.flatMap((option) => option.choices.getItems()));

  options.forEach((input, position) => {
    const option = groups.entryFor(input.id, () => em.create(ProductOption, { product, name: input.name }));
    if (!option) throw new InvalidInputError(`Option ${input.id} is not one of ${product.name}'s`);
    Object.assign(option, {
      position,
      name: input.name,
      nameAr: input.nameAr,
      required: input.required,
      maxChoices: input.maxChoices,
    });

    input.choices.forEach((choiceInput, choicePosition) => {
      const choice = choices.entryFor(choiceInput.id, () =>
        em.create(ProductOptionChoice, { option, name: choiceInput.name }),
      );
      if (!choice || (choiceInput.id !== null && choice.option.id !== option.id))
        throw new InvalidInputError(`Choice ${choiceInput.id} is not one of ${input.name}'s`);
      const { name, nameAr, priceDeltaFils, available } = choiceInput;
      Object.assign(choice, { position: choicePosition, name, nameAr, priceDeltaFils, available });
    });
  });

  choices.removeUnnamed(em);
  groups.removeUnnamed(em);
}
