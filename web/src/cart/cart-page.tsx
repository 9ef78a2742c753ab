import { useRef } from 'react';
import styled from 'styled-components';
import { useFeatureTexts } from '../i18n/feature-texts';
import { usePhoneText } from '../mobile-settings/use-phone-text';
import { PageMeta } from '../seo/page-meta';
import { useSettingText } from '../settings/use-setting-text';
import { ButtonLink } from '../shared/button';
import { formatPrice } from '../shared/format-price';
import { MessagePanel } from '../shared/message-panel';
import { PageBody as Page, PageTitle } from '../shared/page-container';
import { useHydrated } from '../shared/use-hydrated';
import { paths } from '../shared/paths';
import { StackList } from '../shared/stack-list';
import { SummaryPanel } from '../shared/summary-panel';
import { besideSummary } from '../shared/beside-summary';
import { CartLine } from './cart-line';
import { cartTexts } from './cart-texts';
import { DeliveryNote } from './delivery-note';
import { useCartNamesInLanguage } from './cart-names-in-language';
import { SoldOutNotice, useSoldOutLines } from './sold-out-lines';
import { StoredCartPending } from './stored-cart-pending';
import { cartLineKey, cartSubtotal, useCartItems } from './cart-store';
import { useMessageLimits } from './message-limits';

// Focused when a removed line takes its buttons with it, without a ring around the words.
const Title = styled(PageTitle)`
  &:focus {
    outline: none;
  }
`;

const Layout = styled.div`
  ${besideSummary('minmax(0, 2fr) minmax(18rem, 1fr)')}
  gap: 1.5rem;
`;

const Lines = styled(StackList)`
  gap: 0.75rem;
`;

const SummaryActions = styled.div`
  display: grid;
  gap: 0.5rem;
`;

/** docs/product.md#cart-page: the lines with their buttons and totals, or the empty state. */
export function CartPage() {
  const { t } = useFeatureTexts(cartTexts);
  const text = useSettingText();
  const phoneText = usePhoneText();
  const items = useCartItems();
  const soldOut = useSoldOutLines(items);
  useCartNamesInLanguage(items);
  const messageLimits = useMessageLimits(items);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const title = phoneText('cartPageTitle', text('cartTitle', t('cart.title')));
  const continueShopping = phoneText('continueShoppingText', text('backToShopText', t('shop.continueShopping')));
  // The cart lives in the shopper's storage: a server-rendered page shows it once hydrated,
  // rather than claiming an empty cart for a moment.
  const cartKnown = useHydrated();
  const heading = (
    <Title ref={titleRef} tabIndex={-1}>
      {title}
    </Title>
  );

  const emptyCart = (
    <MessagePanel
      titleLevel="h1"
      title={text('cartEmptyTitle', t('cart.empty'))}
      description={text('cartEmptyMessage', t('cart.emptyMessage'))}
      actions={<ButtonLink to={paths.products.getHref()}>{continueShopping}</ButtonLink>}
    />
  );

  if (!cartKnown) {
    // What the server sends: the page's heading and a status, read out as such, where the lines go.
    return (
      <Page>
        <PageMeta title={title} />
        {heading}
        <StoredCartPending />
      </Page>
    );
  }

  if (items.length === 0) {
    return (
      <Page>
        <PageMeta title={title} />
        {emptyCart}
      </Page>
    );
  }

  return (
    <Page>
      <PageMeta title={title} />
      {heading}
      <Layout>
        <Lines aria-label={t('shop.cartLines')}>
          {items.map((item) => (
            // A removed line takes its buttons with it: focus goes to the page title, not to nowhere.
            <CartLine
              key={cartLineKey(item)}
              item={item}
              soldOut={soldOut.includes(item)}
              messageMaxLength={messageLimits.get(item.id)}
              onRemove={() => titleRef.current?.focus()}
            />
          ))}
        </Lines>
        <SummaryPanel
          title={text('orderSummaryTitle', t('cart.summaryTitle'))}
          rows={[{ label: text('totalText', t('cart.total')), value: formatPrice(cartSubtotal(items), t) }]}
        >
          <DeliveryNote />
          <SoldOutNotice lines={soldOut} />
          <SummaryActions>
            <ButtonLink to={paths.checkout.getHref()}>
              {phoneText('checkoutText', text('proceedToCheckoutText', t('cart.proceedToCheckout')))}
            </ButtonLink>
            <ButtonLink $variant="outline" to={paths.products.getHref()}>
              {continueShopping}
            </ButtonLink>
          </SummaryActions>
        </SummaryPanel>
      </Layout>
    </Page>
  );
}
