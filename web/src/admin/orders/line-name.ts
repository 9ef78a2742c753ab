import { useFeatureTexts } from '../../i18n/feature-texts';
import { ordersTexts } from './orders-texts';

interface SoldLine {
  name: string;
  choices: readonly { choice: string }[];
}

/**
 * How the back office names an order line: the product with what it was sold with,
 * "Chocolate Fudge Cake - 8 inch, Candles", so the baker sees which cake; the name alone without.
 */
export function useLineName(): (line: SoldLine) => string {
  const { t } = useFeatureTexts(ordersTexts);
  return ({ name, choices }) =>
    choices.length === 0
      ? name
      : t('adminOrders.lineWithChoices', {
          name,
          choices: choices.map(({ choice }) => choice).join(t('adminOrders.choiceSeparator')),
        });
}
