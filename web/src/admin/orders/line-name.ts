import type { TFunction } from 'i18next';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { ordersTexts } from './orders-texts';

interface SoldLine {
  name: string;
  choices: readonly { choice: string }[];
}

/**
 * How the back office names an order line: the product with what it was sold with,
 * "Chocolate Fudge Cake - 8 inch, Candles", so the baker sees which cake; the name alone without.
 * In the language of `t`.
 */
export function lineNameIn(t: TFunction<'adminOrders'>): (line: SoldLine) => string {
  return ({ name, choices }) =>
    choices.length === 0
      ? name
      : t('adminOrders.lineWithChoices', {
          name,
          choices: choices.map(({ choice }) => choice).join(t('adminOrders.choiceSeparator')),
        });
}

/** lineNameIn the back office's language. */
export function useLineName(): (line: SoldLine) => string {
  const { t } = useFeatureTexts(ordersTexts);
  return lineNameIn(t);
}
