import { dinarToFils, filsToDinar } from '@crumb/shared/money';
import styled from 'styled-components';
import { cartTexts } from '../../cart/cart-texts';
import { QuantityStepper } from '../../cart/quantity-stepper';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { Button } from '../../shared/button';
import { FormField, TextInput } from '../../shared/form-field';
import { formatPrice } from '../../shared/format-price';
import { spreadRow } from '../../shared/spread-row';
import { media } from '../../theme/media';
import { catalogTexts } from '../catalog-texts';
import { priceText } from '../price-text';
import type { CatalogDisplay } from '../use-catalog-display';
import { OptionGroups } from './option-groups';
import type { Purchase, PurchasableProduct } from './use-purchase';

const Form = styled.div`
  display: grid;
  gap: 1.25rem;
`;

const QuantityRow = styled.div`
  ${spreadRow('center', '0.75rem')}
`;

const QuantityLabel = styled.span`
  font-weight: 600;
  font-size: 0.9375rem;
`;

const Price = styled.p`
  ${priceText('1.375rem')}
`;

const Actions = styled.div`
  display: grid;
  gap: 0.625rem;

  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

interface PurchaseFormProps {
  idPrefix: string;
  product: PurchasableProduct;
  purchase: Purchase;
  display: CatalogDisplay;
  /** After a line went to the cart with Add to Cart (a dialog closes). */
  onAdded?: () => void;
}

/**
 * What a shopper decides before a product goes to the cart: its groups of choices, the message
 * on the cake when it takes one, how many, the price with those choices, Add to Cart and Buy Now.
 */
export function PurchaseForm({ idPrefix, product, purchase, display, onAdded }: PurchaseFormProps) {
  const { t } = useFeatureTexts(catalogTexts, cartTexts);
  const soldOut = !product.available;
  const maxLength = product.messageMaxLength;

  return (
    <Form>
      <OptionGroups
        idPrefix={idPrefix}
        options={product.options}
        chosen={purchase.chosen}
        onToggle={purchase.toggle}
        missing={purchase.missing}
      />
      {maxLength !== null && (
        <FormField
          id={`${idPrefix}-message`}
          label={t('choices.message')}
          hint={t('cart:cart.messageCount', { used: purchase.message.length, max: maxLength })}
        >
          {(control) => (
            <TextInput
              {...control}
              dir="auto"
              value={purchase.message}
              maxLength={maxLength}
              placeholder={t('cart:cart.messagePlaceholder')}
              onChange={(event) => purchase.setMessage(event.target.value)}
            />
          )}
        </FormField>
      )}
      <QuantityRow>
        <QuantityLabel aria-hidden="true">{t('choices.quantity')}</QuantityLabel>
        <QuantityStepper productName={product.name} quantity={purchase.quantity} onChange={purchase.setQuantity} />
      </QuantityRow>
      {display.showPrices && (
        <Price aria-live="polite">
          {formatPrice(filsToDinar(dinarToFils(purchase.unitPrice) * purchase.quantity), t)}
        </Price>
      )}
      <Actions>
        <Button
          disabled={soldOut}
          onClick={() => {
            if (purchase.addToCart()) onAdded?.();
          }}
        >
          {display.addToCartLabel}
        </Button>
        <Button $variant="outline" disabled={soldOut} onClick={purchase.buyNow}>
          {display.buyNowLabel}
        </Button>
      </Actions>
    </Form>
  );
}
