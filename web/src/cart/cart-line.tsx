import styled from 'styled-components';
import { useFeatureTexts } from '../i18n/feature-texts';
import { destructiveColor } from '../shared/form-field';
import { formatPrice } from '../shared/format-price';
import { Icon } from '../shared/icon';
import { ImageWithFallback } from '../shared/image-with-fallback';
import { media } from '../theme/media';
import { color } from '../theme/tokens';
import { roundIconButton } from '../shared/round-icon-button';
import { cart, lineTotal, type CartItem } from './cart-store';
import { CartMessageField } from './cart-message-field';
import { cartTexts } from './cart-texts';
import { LineChoices, useLineNaming } from './line-choices';
import { QuantityStepper } from './quantity-stepper';

// A line with a message field gives it a row of its own, as wide as the line beside the picture:
// in the details column alone it would be squeezed by the line total on a phone.
const Line = styled.li<{ $withMessage: boolean }>`
  display: grid;
  grid-template-columns: 4.5rem 1fr auto;
  grid-template-areas: ${({ $withMessage }) =>
    $withMessage
      ? `'picture details remove' 'picture message message' 'picture quantity total'`
      : `'picture details remove' 'picture quantity total'`};
  align-items: center;
  gap: 0.5rem 0.875rem;
  padding: 0.875rem;
  border: 1px solid ${color('border')};
  border-radius: var(--radius);
  background: ${color('card')};

  ${media.md} {
    grid-template-columns: 5.5rem 1fr auto auto auto;
    grid-template-areas: ${({ $withMessage }) =>
      $withMessage
        ? `'picture details quantity total remove' 'picture message quantity total remove'`
        : `'picture details quantity total remove'`};
    gap: 1.25rem;
  }
`;

const Picture = styled(ImageWithFallback)`
  grid-area: picture;
  align-self: start;
  border-radius: 0.625rem;
`;

const Details = styled.div`
  grid-area: details;
  min-inline-size: 0;

  h2 {
    font-size: 1rem;
    line-height: 1.3;
  }

  p {
    color: ${color('mutedForeground')};
    font-size: 0.875rem;
  }
`;

// Its own colour (not muted like the unit price): the shopper has to act on it.
const SoldOutMark = styled.strong`
  color: ${destructiveColor};
  font-size: 0.875rem;
`;

const Message = styled.div`
  grid-area: message;
  min-inline-size: 0;
`;

const Quantity = styled.div`
  grid-area: quantity;
`;

const Total = styled.p`
  grid-area: total;
  justify-self: end;
  font-weight: 800;
`;

const RemoveButton = styled.button.attrs({ type: 'button' })`
  grid-area: remove;
  justify-self: end;
  ${roundIconButton}
  color: ${color('mutedForeground')};

  &:hover {
    background: hsl(0 86% 96%);
    color: hsl(0 72% 38%);
  }
`;

interface CartLineProps {
  item: CartItem;
  /** The line is about to leave the page: its parent moves focus somewhere that stays. */
  onRemove: () => void;
  /** The product is sold out now: the line says so. */
  soldOut?: boolean;
  /** The longest message on the cake the product takes now; undefined when it takes none. */
  messageMaxLength?: number;
}

/** One cart line: picture, name, its choices, unit price, quantity buttons, line total and remove. */
export function CartLine({ item, onRemove, soldOut = false, messageMaxLength }: CartLineProps) {
  const { t } = useFeatureTexts(cartTexts);
  // Two lines of one cake in two sizes need names of their own for their buttons.
  const name = useLineNaming().lineName(item);
  const setQuantity = (quantity: number) => {
    if (quantity <= 0) onRemove();
    cart.setQuantity(item, quantity);
  };

  // A message the product no longer takes stays editable, so the shopper can clear it.
  const takesMessage = messageMaxLength !== undefined || Boolean(item.message);

  return (
    <Line $withMessage={takesMessage}>
      <Picture src={item.image} alt="" width={88} height={88} fitWidth={88} loading="lazy" />
      <Details>
        <h2 dir="auto">{item.name}</h2>
        <LineChoices names={(item.choices ?? []).map((choice) => choice.name)} />
        <p>{t('cart.unitPrice', { price: formatPrice(item.price, t) })}</p>
        {soldOut && <SoldOutMark>{t('cart.soldOut')}</SoldOutMark>}
      </Details>
      {takesMessage && (
        <Message>
          <CartMessageField
            item={item}
            productName={name}
            maxLength={Math.max(messageMaxLength ?? 0, item.message?.length ?? 0)}
          />
        </Message>
      )}
      <Quantity>
        <QuantityStepper productName={name} quantity={item.quantity} onChange={setQuantity} />
      </Quantity>
      <Total>{formatPrice(lineTotal(item), t)}</Total>
      <RemoveButton
        aria-label={t('cart.remove', { name })}
        onClick={() => {
          onRemove();
          cart.remove(item);
        }}
      >
        <Icon size={20}>
          <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
        </Icon>
      </RemoveButton>
    </Line>
  );
}
