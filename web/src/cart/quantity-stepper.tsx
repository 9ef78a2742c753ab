import styled from 'styled-components';
import { useFeatureTexts } from '../i18n/feature-texts';
import { Icon } from '../shared/icon';
import { color } from '../theme/tokens';
import { roundIconButton } from '../shared/round-icon-button';
import { cartTexts } from './cart-texts';

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${color('border')};
  border-radius: 999px;
  background: ${color('card')};
`;

const StepButton = styled.button.attrs({ type: 'button' })`
  ${roundIconButton}
  color: ${color('primary')};

  &:hover {
    background: ${color('secondary')};
  }
`;

const Count = styled.span`
  min-inline-size: 2rem;
  font-weight: 700;
  text-align: center;
`;

interface QuantityStepperProps {
  productName: string;
  quantity: number;
  /** docs/product.md#cart-page: minus and plus ask for the quantity minus or plus one; 0 removes the line. */
  onChange: (quantity: number) => void;
}

/** Minus, the quantity, plus; the new quantity is read out after each press. */
export function QuantityStepper({ productName, quantity, onChange }: QuantityStepperProps) {
  const { t } = useFeatureTexts(cartTexts);
  return (
    <Group role="group" aria-label={`${t('cart.quantity')}: ${productName}`}>
      <StepButton aria-label={t('cart.decrease', { name: productName })} onClick={() => onChange(quantity - 1)}>
        <Icon size={18}>
          <path d="M5 12h14" />
        </Icon>
      </StepButton>
      <Count aria-live="polite">{quantity}</Count>
      <StepButton aria-label={t('cart.increase', { name: productName })} onClick={() => onChange(quantity + 1)}>
        <Icon size={18}>
          <path d="M12 5v14M5 12h14" />
        </Icon>
      </StepButton>
    </Group>
  );
}
