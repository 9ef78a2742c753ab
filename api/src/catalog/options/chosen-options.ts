import { ConflictError, InvalidInputError } from '../../errors/domain-errors';
import type { Language } from '../../localized/language';
import { inLanguage } from '../../localized/localized-text';

/** What pricing needs of a choice: read from the database, never from the client. */
export interface ChoiceTerms {
  id: number;
  name: string;
  nameAr: string;
  priceDeltaFils: number;
  available: boolean;
}

/** What pricing needs of a group of choices. */
export interface OptionTerms {
  id: number;
  name: string;
  nameAr: string;
  required: boolean;
  maxChoices: number;
  choices: readonly ChoiceTerms[];
}

export interface ProductTerms {
  name: string;
  nameAr: string;
  priceFils: number;
}

/**
 * A choice as an order line keeps it: both languages' names and the price difference copied,
 * so a later rename, new price or removal in the catalog changes no order placed before.
 */
export interface SoldChoice {
  optionId: number;
  option: string;
  optionAr: string;
  choiceId: number;
  choice: string;
  choiceAr: string;
  priceDeltaFils: number;
}

export interface ChosenLine {
  /** The product's price with every chosen difference added; never below 0. */
  unitPriceFils: number;
  /** In the product's group order, then the group's choice order. */
  choices: SoldChoice[];
}

const named = (language: Language, thing: { name: string; nameAr: string }) =>
  inLanguage(language, { en: thing.name, ar: thing.nameAr });

/**
 * Checks a line's choices against its product's groups and prices it. Refuses with BAD_USER_INPUT,
 * naming the group, a choice of another product, more choices in a group than it allows, or a
 * required group left out; with CONFLICT a sold-out choice. Names are in the request's language.
 */
export function chooseOptions(
  product: ProductTerms,
  options: readonly OptionTerms[],
  choiceIds: readonly number[],
  language: Language,
): ChosenLine {
  const chosen = new Set(choiceIds);
  const known = new Set(options.flatMap((option) => option.choices.map((choice) => choice.id)));
  const stranger = [...chosen].find((id) => !known.has(id));
  if (stranger !== undefined)
    throw new InvalidInputError(`Choice ${stranger} is not one of ${named(language, product)}'s choices`);

  const choices: SoldChoice[] = [];
  for (const option of options) {
    const picked = option.choices.filter((choice) => chosen.has(choice.id));
    if (picked.length > option.maxChoices)
      throw new InvalidInputError(
        `Choose at most ${option.maxChoices} of ${named(language, option)} for ${named(language, product)}`,
      );
    if (option.required && picked.length === 0)
      throw new InvalidInputError(`Choose ${named(language, option)} for ${named(language, product)}`);
    for (const choice of picked)
      choices.push({
        optionId: option.id,
        option: option.name,
        optionAr: option.nameAr,
        choiceId: choice.id,
        choice: choice.name,
        choiceAr: choice.nameAr,
        priceDeltaFils: choice.priceDeltaFils,
      });
  }

  const soldOut = options.flatMap((option) =>
    option.choices.filter((choice) => chosen.has(choice.id) && !choice.available).map((choice) => ({ option, choice })),
  );
  if (soldOut.length > 0) {
    const { option, choice } = soldOut[0]!;
    throw new ConflictError(
      `${named(language, product)}: ${named(language, choice)} (${named(language, option)}) is sold out`,
    );
  }

  const deltas = choices.reduce((sum, choice) => sum + choice.priceDeltaFils, 0);
  // The owner's groups are checked to keep every line at 0 or above (lowestUnitPriceFils); this
  // floor only guards a price lowered after an order's choices were checked in the same moment.
  return { unitPriceFils: Math.max(0, product.priceFils + deltas), choices };
}

/** A line's choices as the owner reads them, one entry a group: [{ option: 'Extras', choices: ['Candles', 'Gift box'] }]. */
export function choicesByOption(
  choices: readonly SoldChoice[],
  language: Language,
): Array<{ option: string; choices: string[] }> {
  const groups = new Map<number, { option: string; choices: string[] }>();
  for (const choice of choices) {
    const group = groups.get(choice.optionId) ?? {
      option: inLanguage(language, { en: choice.option, ar: choice.optionAr }),
      choices: [],
    };
    group.choices.push(inLanguage(language, { en: choice.choice, ar: choice.choiceAr }));
    groups.set(choice.optionId, group);
  }
  return [...groups.values()];
}
