/**
 * The rules of a product's groups of choices (a size, add-ons) that the API enforces and the back
 * office checks before it sends the owner's groups, so a refusal reads in the owner's language:
 * the limits, and the lowest and highest price one line of the product can have (the API also
 * answers `priceFrom`/`priceTo` with them).
 */

/** The longest name of a group or a choice, in either language. */
export const OPTION_NAME_MAX_LENGTH = 80;
/** More groups and choices than any cake is sold with; keeps one product's page and one request bounded. */
export const MAX_OPTIONS_PER_PRODUCT = 10;
export const MAX_CHOICES_PER_OPTION = 30;
/** How many of a group one line may pick at most (the database column would allow 50). */
export const MAX_PICKS = MAX_CHOICES_PER_OPTION;
/** 1,000,000 BD either way, as far as a product's own price may go. */
export const MAX_PRICE_DELTA_FILS = 1_000_000_000;

/** What the price range needs of a group: whether one must be picked, how many may, each choice's difference. */
export interface OptionPriceTerms {
  required: boolean;
  maxChoices: number;
  choices: readonly { priceDeltaFils: number }[];
}

/** The lowest difference a line can carry from this group: its most negative choices, as many as allowed, or none. */
function lowestDelta(option: OptionPriceTerms): number {
  const negatives = option.choices
    .map((choice) => choice.priceDeltaFils)
    .filter((delta) => delta < 0)
    .sort((a, b) => a - b)
    .slice(0, option.maxChoices);
  const lowest = negatives.reduce((sum, delta) => sum + delta, 0);
  if (lowest < 0 || !option.required || option.choices.length === 0) return lowest;
  // A required group with no negative choice adds at least its cheapest choice.
  return Math.min(...option.choices.map((choice) => choice.priceDeltaFils));
}

/** The lowest price a line of this product can have: what the card shows as "from". */
export function lowestUnitPriceFils(priceFils: number, options: readonly OptionPriceTerms[]): number {
  return priceFils + options.reduce((sum, option) => sum + lowestDelta(option), 0);
}

/** The highest price a line of this product can have (every group's dearest choices, as many as allowed). */
export function highestUnitPriceFils(priceFils: number, options: readonly OptionPriceTerms[]): number {
  return (
    priceFils +
    options.reduce((sum, option) => {
      const positives = option.choices
        .map((choice) => choice.priceDeltaFils)
        .filter((delta) => delta > 0)
        .sort((a, b) => b - a)
        .slice(0, option.maxChoices);
      const highest = positives.reduce((total, delta) => total + delta, 0);
      if (highest > 0 || !option.required || option.choices.length === 0) return sum + highest;
      return sum + Math.max(...option.choices.map((choice) => choice.priceDeltaFils));
    }, 0)
  );
}
