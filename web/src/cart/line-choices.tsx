import styled from 'styled-components';
import { useFeatureTexts } from '../i18n/feature-texts';
import { color } from '../theme/tokens';
import type { CartItem } from './cart-store';
import { cartTexts } from './cart-texts';

export interface LineNaming {
  /** The names of a line's choices as one text: "8 inch, Candles" (with the Arabic comma in Arabic). */
  choiceNames: (names: readonly string[]) => string;
  /** The line named with its choices, "Chocolate Fudge Cake (8 inch, Candles)", for a sentence that names lines. */
  lineName: (item: Pick<CartItem, 'name' | 'choices'>) => string;
}

/** How lines with choices are named, in the page's language. */
export function useLineNaming(): LineNaming {
  const { t } = useFeatureTexts(cartTexts);
  const choiceNames = (names: readonly string[]) => names.join(t('cart.choiceSeparator'));
  return {
    choiceNames,
    lineName: (item) =>
      item.choices?.length
        ? t('cart.lineWithChoices', { name: item.name, choices: choiceNames(item.choices.map((c) => c.name)) })
        : item.name,
  };
}

const Choices = styled.p`
  color: ${color('mutedForeground')};
  font-size: 0.875rem;
`;

/** Under a line's name: the choices it carries, nothing when none. */
export function LineChoices({ names }: { names: readonly string[] }) {
  const { choiceNames } = useLineNaming();
  if (names.length === 0) return null;
  return <Choices dir="auto">{choiceNames(names)}</Choices>;
}
