import { useFeatureTexts } from '../i18n/feature-texts';
import { Spinner } from '../shared/spinner';
import { cartTexts } from './cart-texts';

/** Marks the loading line, for the no-script style below to hide it. */
const STATUS_ATTRIBUTE = 'data-stored-cart-status';

/**
 * What the server sends where the shopper's cart will show (the cart and checkout pages): the
 * cart lives in this browser's storage, which only the page's scripts read. Until they have, a
 * polite status says the cart is loading; without scripts that would never end, so the page
 * says instead why the cart cannot show, and the loading line is hidden.
 */
export function StoredCartPending() {
  const { t } = useFeatureTexts(cartTexts);
  return (
    <div {...{ [STATUS_ATTRIBUTE]: '' }}>
      <Spinner label={t('cart.loadingCart')} />
      <noscript>
        <style>{`[${STATUS_ATTRIBUTE}] [role="status"] { display: none; }`}</style>
        <p>{t('cart.needsScripts')}</p>
      </noscript>
    </div>
  );
}
