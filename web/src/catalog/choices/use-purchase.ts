import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { cart } from '../../cart/cart-store';
import type { ProductPurchaseFieldsFragment } from '../../graphql/generated';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { isolate } from '../../shared/bidi';
import { paths } from '../../shared/paths';
import { showToast } from '../../shared/toast/toast-store';
import { catalogTexts } from '../catalog-texts';
import {
  chosenChoices,
  missingGroups,
  nothingChosen,
  priceWithChoices,
  withChoiceToggled,
  type Chosen,
  type ProductOption,
} from './chosen-choices';

/** A product as it is bought: what the cart line keeps and what the shopper chooses it with. */
export type PurchasableProduct = ProductPurchaseFieldsFragment & { id: string; name: string; image: string | null };

export interface Purchase {
  chosen: Chosen;
  toggle: (option: ProductOption, choiceId: string) => void;
  message: string;
  setMessage: (message: string) => void;
  quantity: number;
  setQuantity: (quantity: number) => void;
  /** The unit price with the chosen choices, as the server will price the line. */
  unitPrice: number;
  /** The required groups left unchosen, flagged once the shopper has tried to add the product. */
  missing: readonly ProductOption[];
  /** Adds the line and says so; false (and the groups flagged) when a required group is unchosen. */
  addToCart: () => boolean;
  /** Adds the line and goes to checkout. */
  buyNow: () => void;
}

/**
 * The choices, message and quantity a shopper is putting together for one product, and the two
 * ways it goes to the cart. Nothing is added while a required group is unchosen: the groups say
 * which, and focus goes to the first of them.
 */
export function usePurchase(product: PurchasableProduct, viewCartLabel: string, idPrefix: string): Purchase {
  const { t } = useFeatureTexts(catalogTexts);
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<Chosen>(nothingChosen);
  const [message, setMessage] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [tried, setTried] = useState(false);
  const unitPrice = priceWithChoices(product.price, product.options, chosen);
  const unchosen = missingGroups(product.options, chosen);

  const add = (): boolean => {
    setTried(true);
    const first = unchosen[0];
    if (first) {
      document.getElementById(`${idPrefix}-${first.id}`)?.querySelector<HTMLInputElement>('input:enabled')?.focus();
      return false;
    }
    const { id, name, image } = product;
    const line = { id, name, image, price: unitPrice, choices: chosenChoices(product.options, chosen), message };
    cart.addLine(product.messageMaxLength === null ? { ...line, message: '' } : line, quantity);
    return true;
  };

  return {
    chosen,
    toggle: (option, choiceId) => setChosen((now) => withChoiceToggled(now, option, choiceId)),
    message,
    setMessage,
    quantity,
    setQuantity: (next) => setQuantity(Math.max(1, next)),
    unitPrice,
    missing: tried ? unchosen : [],
    addToCart: () => {
      if (!add()) return false;
      showToast({
        title: t('products.addedToCart', { name: isolate(product.name) }),
        variant: 'success',
        action: { label: viewCartLabel, href: paths.cart.getHref() },
      });
      return true;
    },
    buyNow: () => {
      if (add()) void navigate(paths.checkout.getHref());
    },
  };
}
