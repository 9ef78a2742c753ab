import { useEffect, useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import { useFeatureTexts } from '../i18n/feature-texts';
import { FormAlert } from '../shared/form-field';
import { serverMessage } from '../shared/server-message';
import { cartProductIds, type CartItem } from './cart-store';
import { cartTexts } from './cart-texts';
import { useLineNaming } from './line-choices';
import { CartAvailabilityDocument } from '../graphql/generated';

/**
 * The cart's lines whose product, or one of whose choices, is sold out now, asked of the catalog when the cart
 * or checkout shows (the cached answer first, then the server's), and again whenever `recheck`
 * changes (the checkout passes the refusal of an order). Until the answer comes, none.
 */
export function useSoldOutLines(items: readonly CartItem[], recheck?: unknown): CartItem[] {
  const {
    data: current,
    previousData,
    refetch,
  } = useQuery(CartAvailabilityDocument, {
    variables: { ids: cartProductIds(items) },
    skip: items.length === 0,
    fetchPolicy: 'cache-and-network',
  });
  // While a changed cart's answer is on its way, the last one still knows the lines it had.
  const data = current ?? previousData;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (items.length > 0) void refetch().catch(() => undefined);
    // A change of `recheck` asks again; a change of the cart's products asks about the new set.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [recheck]);
  if (!data) return [];
  const soldOut = new Set(data.products.filter((product) => !product.available).map((product) => product.id));
  const soldOutChoices = new Set(
    data.products
      .flatMap((product) => product.options.flatMap((option) => option.choices.filter((choice) => !choice.available)))
      .map((choice) => choice.id),
  );
  return items.filter(
    (item) => soldOut.has(item.id) || (item.choices ?? []).some((choice) => soldOutChoices.has(choice.id)),
  );
}

/** 'Sold out: A and B. Remove them from your cart to place your order.', in the page's language. */
export function SoldOutNotice({ lines }: { lines: readonly CartItem[] }) {
  const { t, i18n } = useFeatureTexts(cartTexts);
  const { lineName } = useLineNaming();
  if (lines.length === 0) return null;
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(lines.map(lineName));
  return <FormAlert role="alert">{t('cart.soldOutNotice', { names, count: lines.length })}</FormAlert>;
}

/** The API's refusal of an order holding sold-out products, which names them in the request's language. */
const SOLD_OUT = /^(.+) (is|are) sold out$/s;

/**
 * The refusal 'Saffron Kunafa Tray is sold out' worded in the shopper's language (the names as
 * the server gave them, already in it); undefined for any other failure.
 */
export function useSoldOutRefusal(): (error: unknown) => string | undefined {
  const { t } = useFeatureTexts(cartTexts);
  return (error) => {
    const soldOut = serverMessage(error)?.match(SOLD_OUT);
    return soldOut
      ? t('cart.soldOutRefusal', { names: soldOut[1], context: soldOut[2] === 'are' ? 'several' : undefined })
      : undefined;
  };
}
