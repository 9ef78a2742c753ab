import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { cartCount, useCartItems } from '../cart/cart-store';
import { VisuallyHidden } from '../shared/visually-hidden';
import { surface } from '../theme/surface';
import { color } from '../theme/tokens';
import { CartIcon } from '../shared/line-icons';

// Room on the reading-end side for the badge, which hangs over the icon's corner.
const IconSlot = styled.span`
  position: relative;
  display: inline-grid;
  margin-inline-end: 0.375rem;
`;

const Badge = styled.span`
  position: absolute;
  inset-block-start: -0.5rem;
  inset-inline-end: -0.625rem;
  display: grid;
  place-items: center;
  min-inline-size: 1.25rem;
  block-size: 1.25rem;
  padding-inline: 0.3rem;
  border-radius: 999px;
  ${surface('primary')}
  font-size: 0.6875rem;
  font-weight: 800;
  line-height: 1;
  box-shadow: 0 0 0 2px ${color('card')};
`;

interface CartLinkContentProps {
  label: string;
  /** Phones' top bar shows the icon only; the label is still read out. */
  hideLabel?: boolean;
}

/**
 * The inside of every cart link: icon, label and the badge (docs/product.md#common-frame), the sum of the
 * quantities, shown only above 0. Screen readers hear "Cart, 3 items".
 */
export function CartLinkContent({ label, hideLabel = false }: CartLinkContentProps) {
  const { t } = useTranslation();
  const count = cartCount(useCartItems());

  return (
    <>
      <IconSlot>
        <CartIcon />
        {count > 0 && <Badge aria-hidden="true">{count}</Badge>}
      </IconSlot>
      {hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : <span>{label}</span>}
      {count > 0 && (
        <VisuallyHidden>
          {t('nav.countSeparator')}
          {t('nav.cartItems', { count })}
        </VisuallyHidden>
      )}
    </>
  );
}
