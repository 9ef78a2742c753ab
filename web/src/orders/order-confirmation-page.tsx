import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { wrapRow } from '../shared/wrap-row';
import { deliveryDayLabel } from '@crumb/shared/delivery-day-label';
import { useFeatureTexts } from '../i18n/feature-texts';
import { usePhoneText } from '../mobile-settings/use-phone-text';
import { PageMeta } from '../seo/page-meta';
import { useSettingText } from '../settings/use-setting-text';
import { isolate, isolateLtr } from '../shared/bidi';
import { ButtonLink } from '../shared/button';
import { Card } from '../shared/card';
import { DefinitionList, type DefinitionRow } from '../shared/definition-list';
import { centredStack } from '../shared/centred-stack';
import { formatPrice } from '../shared/format-price';
import { Icon } from '../shared/icon';
import { PageContainer } from '../shared/page-container';
import { paths } from '../shared/paths';
import { titleBlock } from '../shared/title-block';
import { useHydrated } from '../shared/use-hydrated';
import { surface } from '../theme/surface';
import { color } from '../theme/tokens';
import { CopyOrderIdButton } from './copy-order-id-button';
import { orderConfirmationTexts } from './order-confirmation-texts';
import { OrderLookupForm } from './order-lookup-form';
import { PickupPlace, usePickupPlace } from './pickup-place';
import { readConfirmationState, type OrderConfirmationState } from './order-confirmation-state';

const Page = styled(PageContainer)`
  ${centredStack('1.5rem')}
  max-inline-size: 40rem;
  padding-block: 2.5rem;
`;

const StatusIcon = styled.span<{ $pending: boolean }>`
  display: grid;
  place-items: center;
  inline-size: 4.5rem;
  block-size: 4.5rem;
  border-radius: 999px;
  background: ${({ $pending }) => ($pending ? 'hsl(40 95% 90%)' : 'hsl(142 60% 90%)')};
  color: ${({ $pending }) => ($pending ? 'hsl(30 80% 28%)' : 'hsl(142 64% 24%)')};
`;

const Heading = styled.div`
  ${titleBlock('clamp(1.75rem, 5vw, 2.25rem)')}
`;

const Details = styled(Card).attrs({ as: 'section' })`
  inline-size: 100%;
  gap: 1rem;
  padding: 1.25rem;
  text-align: start;

  h2 {
    font-size: 1.125rem;
  }
`;

// The shop's definition list, a little roomier, its values bold and centred on their line (the
// order number beside its copy button).
const Facts = styled(DefinitionList)`
  gap: 0.75rem;

  div {
    align-items: center;
  }

  dd {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    font-weight: 700;
  }
`;

const OrderId = styled.span`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  overflow-wrap: anywhere;
`;

const Note = styled.p`
  padding: 0.75rem 1rem;
  border-radius: 0.75rem;
  ${surface('accent')}
`;

const Steps = styled.ol`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding-inline-start: 1.25rem;
`;

const Links = styled.div`
  ${wrapRow('0.75rem', { justify: 'center' })}
`;

const Lookup = styled(Details)`
  text-align: start;

  a {
    color: ${color('primary')};
    text-decoration: underline;
  }
`;

/** docs/product.md#order-confirmation-page: confirmed, processing (after a timeout), or submitted without details. */
export function OrderConfirmationPage() {
  const { t } = useFeatureTexts(orderConfirmationTexts);
  const text = useSettingText();
  const phoneText = usePhoneText();
  const state = useLocation().state as unknown;
  // The order comes in the browser's history entry, which the server never sees: a page
  // rendered there (a reload) shows the order once hydrated, the same HTML as the server's first.
  const order = useHydrated() ? readConfirmationState(state) : undefined;
  const pending = order?.error === true;

  const title = !order
    ? t('confirmation.submitted')
    : pending
      ? t('confirmation.processing')
      : text('orderSuccessTitle', t('confirmation.confirmed'));
  const lead = !order
    ? text('orderSuccessMessage', t('confirmation.submittedMessage'))
    : pending
      ? order.message
      : order.customerName
        ? t('confirmation.thanks', { name: isolate(order.customerName) })
        : text('orderSuccessMessage', t('confirmation.submittedMessage'));

  return (
    <Page>
      <PageMeta title={title} />
      <StatusIcon $pending={pending}>
        <Icon size={36}>
          {pending ? (
            <path d="M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z" />
          ) : (
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          )}
        </Icon>
      </StatusIcon>
      <Heading>
        <h1>{title}</h1>
        {lead && <p dir="auto">{lead}</p>}
      </Heading>
      {order && <OrderDetails order={order} pending={pending} />}
      <Links>
        <ButtonLink to={paths.home.getHref()}>{text('backToHomeText', t('confirmation.backToHome'))}</ButtonLink>
        <ButtonLink $variant="outline" to={paths.products.getHref()}>
          {phoneText('continueShoppingText', text('continueShoppingText', t('shop.continueShopping')))}
        </ButtonLink>
      </Links>
      <Lookup aria-labelledby="order-lookup-title">
        <h2 id="order-lookup-title">{t('lookup.title')}</h2>
        {/* Filled in with the order just placed (not a pending one, whose number is not yet real). */}
        <OrderLookupForm
          key={order?.orderId}
          initialOrderId={order && !pending ? order.orderId : ''}
          initialWhatsapp={order?.whatsapp ?? ''}
          resultHeadingLevel={3}
        />
        <p>
          <Link to={paths.orderLookup.getHref()}>{t('lookup.pageLink')}</Link>
        </p>
      </Lookup>
    </Page>
  );
}

function OrderDetails({ order, pending }: { order: OrderConfirmationState; pending: boolean }) {
  const { t, i18n } = useFeatureTexts(orderConfirmationTexts);
  const text = useSettingText();
  // Collected from the shop: the time is a pickup time, paid for on collection, and the page says where.
  const pickup = order.fulfilment === 'pickup';
  const place = usePickupPlace();
  const rows: DefinitionRow[] = [
    {
      label: text('orderIdLabel', t('confirmation.orderId')),
      value: (
        <>
          <OrderId dir="ltr">{order.orderId}</OrderId>
          <CopyOrderIdButton orderId={order.orderId} />
        </>
      ),
    },
    {
      label: pending ? t('confirmation.estimatedTotal') : t('confirmation.total'),
      value: formatPrice(order.total, t),
    },
  ];
  if (order.delivery) {
    rows.push({
      label: pickup ? t('confirmation.pickupTime') : t('lookup.delivery'),
      value: t('lookup.deliveryTime', {
        day: deliveryDayLabel(order.delivery.date, i18n.language),
        start: order.delivery.start,
        end: order.delivery.end,
      }),
    });
  }
  if (order.fulfilment) {
    rows.push({
      label: t('confirmation.fulfilment'),
      value: pickup
        ? t('confirmation.pickup')
        : order.area
          ? t('confirmation.deliveryTo', {
              area: i18n.language.startsWith('ar') ? order.area.nameAr : order.area.name,
            })
          : t('confirmation.deliveryOnly'),
      dir: 'auto',
    });
  }
  if (pickup && place) rows.push({ label: t('confirmation.collectFrom'), value: <PickupPlace place={place} /> });
  rows.push({
    label: t('confirmation.payment'),
    value: pickup ? t('confirmation.cashOnPickup') : t('confirmation.cashOnDelivery'),
  });

  return (
    <Details>
      <Facts rows={rows} />
      <Note>{pickup ? t('confirmation.cashNotePickup') : t('confirmation.cashNote')}</Note>
      <h2>{text('whatsNextTitle', t('confirmation.whatsNext'))}</h2>
      <Steps>
        <li>
          {order.whatsapp
            ? t(pickup ? 'confirmation.stepConfirmPickup' : 'confirmation.stepConfirm', {
                whatsapp: isolateLtr(order.whatsapp),
              })
            : t(pickup ? 'confirmation.stepConfirmPickupNoNumber' : 'confirmation.stepConfirmNoNumber')}
        </li>
        <li>{t('confirmation.stepBake')}</li>
        <li>{pickup ? t('confirmation.stepCollect') : t('confirmation.stepDeliver')}</li>
      </Steps>
    </Details>
  );
}
