import type { SoldChoice } from '../catalog/options/chosen-options';
import { Language } from '../localized/language';
import { inLanguage } from '../localized/localized-text';

// An order line's choices as GraphQL answers them (OrderLineResolver) and as the order lists
// sent whole read them straight from the database (order-pages.ts): one reading for both.

export interface ChoiceNames {
  option: string;
  choice: string;
}

export interface LineChoice extends ChoiceNames {
  /** Whole fils. */
  priceDelta: number;
}

/** A line's choices as written in one language, with no fallback (OrderLine.translation). */
export const choiceNamesIn = (language: Language, choices: readonly SoldChoice[]): ChoiceNames[] =>
  choices.map((choice) =>
    language === Language.ar
      ? { option: choice.optionAr, choice: choice.choiceAr }
      : { option: choice.option, choice: choice.choice },
  );

/** A line's choices in the request's language, the English where no Arabic was written; price differences in fils. */
export const choicesIn = (language: Language, choices: readonly SoldChoice[]): LineChoice[] =>
  choices.map((choice) => ({
    option: inLanguage(language, { en: choice.option, ar: choice.optionAr }),
    choice: inLanguage(language, { en: choice.choice, ar: choice.choiceAr }),
    priceDelta: choice.priceDeltaFils,
  }));
