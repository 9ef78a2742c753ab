import styled from 'styled-components';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { ChoiceBox, ChoiceBoxes, ChoiceGroup } from '../../shared/choice-box';
import { FieldError } from '../../shared/form-field';
import { formatPrice } from '../../shared/format-price';
import { wrapRow } from '../../shared/wrap-row';
import { color } from '../../theme/tokens';
import { catalogTexts } from '../catalog-texts';
import { picksOne, type Chosen, type ProductOption } from './chosen-choices';

const Legend = styled.legend`
  ${wrapRow('0.5rem', { alignItems: 'baseline' })}
`;

const Rule = styled.span`
  color: ${color('mutedForeground')};
  font-size: 0.8125rem;
  font-weight: 500;
`;

const ChoiceText = styled.span`
  ${wrapRow('0.25rem 0.75rem', { justify: 'space-between' })}
  font-weight: 600;
  font-size: 0.9375rem;
`;

const Delta = styled.span`
  color: ${color('mutedForeground')};
  font-weight: 500;
  /* Digits and the sign read left to right in Arabic too. */
  unicode-bidi: isolate;
`;

const SoldOut = styled.span`
  flex-basis: 100%;
  font-weight: 500;
  font-size: 0.8125rem;
`;

interface OptionGroupsProps {
  /** Starts the ids of the groups' inputs and messages, unique on the page. */
  idPrefix: string;
  options: readonly ProductOption[];
  chosen: Chosen;
  onToggle: (option: ProductOption, choiceId: string) => void;
  /** The required groups to flag as not chosen yet (after a try to add the product). */
  missing: readonly ProductOption[];
}

/**
 * A product's groups of choices as native form controls: a group picked once (a size) is a
 * radio group, one of add-ons checkboxes, whose unticked boxes are disabled once its maximum is
 * ticked. A sold-out choice is dimmed and says so; each choice says what it adds to the price.
 */
export function OptionGroups({ idPrefix, options, chosen, onToggle, missing }: OptionGroupsProps) {
  const { t } = useFeatureTexts(catalogTexts);
  const delta = (amount: number) =>
    amount === 0 ? null : t(amount > 0 ? 'choices.more' : 'choices.less', { price: formatPrice(Math.abs(amount), t) });

  return options.map((option) => {
    const groupId = `${idPrefix}-${option.id}`;
    const errorId = `${groupId}-error`;
    const flagged = missing.includes(option);
    const picked = chosen.get(option.id) ?? [];
    const full = !picksOne(option) && picked.length >= option.maxChoices;
    return (
      <ChoiceGroup key={option.id} id={groupId} aria-describedby={flagged ? errorId : undefined}>
        <Legend>
          <span dir="auto">{option.name}</span>
          {option.required && <Rule>{t('choices.required')}</Rule>}
          {!picksOne(option) && <Rule>{t('choices.upTo', { count: option.maxChoices })}</Rule>}
        </Legend>
        {flagged && (
          <FieldError id={errorId} role="alert">
            {t('choices.missing', { group: option.name })}
          </FieldError>
        )}
        <ChoiceBoxes $min="9rem">
          {option.choices.map((choice) => {
            const checked = picked.includes(choice.id);
            const soldOutId = `${groupId}-${choice.id}-sold-out`;
            return (
              <ChoiceBox key={choice.id}>
                <input
                  type={picksOne(option) ? 'radio' : 'checkbox'}
                  name={groupId}
                  value={choice.id}
                  checked={checked}
                  disabled={!choice.available || (full && !checked)}
                  aria-invalid={flagged || undefined}
                  aria-describedby={choice.available ? undefined : soldOutId}
                  onChange={() => onToggle(option, choice.id)}
                />
                <ChoiceText>
                  <span dir="auto">{choice.name}</span>
                  {delta(choice.priceDelta) && <Delta>{delta(choice.priceDelta)}</Delta>}
                  {!choice.available && (
                    <SoldOut id={soldOutId} aria-hidden="true">
                      {t('products.soldOut')}
                    </SoldOut>
                  )}
                </ChoiceText>
              </ChoiceBox>
            );
          })}
        </ChoiceBoxes>
      </ChoiceGroup>
    );
  });
}
