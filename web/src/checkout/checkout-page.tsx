import { useEffect, useState, type FormEvent } from 'react';
import { Navigate } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { cartSubtotal, useCartItems } from '../cart/cart-store';
import { useCartNamesInLanguage } from '../cart/cart-names-in-language';
import { SoldOutNotice, useSoldOutLines } from '../cart/sold-out-lines';
import { StoredCartPending } from '../cart/stored-cart-pending';
import { useFeatureTexts } from '../i18n/feature-texts';
import { usePhoneText } from '../mobile-settings/use-phone-text';
import { PageMeta } from '../seo/page-meta';
import { useSettingText } from '../settings/use-setting-text';
import { besideSummary } from '../shared/beside-summary';
import { Button } from '../shared/button';
import { FormAlert } from '../shared/form-field';
import { PageBody as Page, PageTitle } from '../shared/page-container';
import { paths } from '../shared/paths';
import { useHydrated } from '../shared/use-hydrated';
import { media } from '../theme/media';
import { CheckoutSummary } from './checkout-summary';
import { CheckoutSteps } from './checkout-steps';
import { checkoutTexts } from './checkout-texts';
import { readCheckoutDraft, saveCheckoutDraft, type CheckoutDraft } from './checkout-draft';
import { CheckoutErrorSummary } from './checkout-error-summary';
import { checkoutProblems, problemOf } from './checkout-problems';
import type { CheckoutValues } from './checkout-values';
import { ChosenDeliverySlotNote } from './chosen-delivery-slot';
import { CustomerFields } from './customer-fields';
import { AreaAddressFields } from './area-address-fields';
import { DeliverySlotField } from './delivery-slot-field';
import { DeliveryTermsNote, useBelowMinimumMessage } from './delivery-terms-note';
import { FulfilmentField } from './fulfilment-field';
import { estimateOrder } from './order-estimate';
import { useCheckoutDestination } from './use-checkout-destination';
import { useRecapAddress } from './use-recap-address';
import { PaymentMethodField } from './payment-method-field';
import { useCheckoutLayout } from './use-checkout-layout';
import { useCheckoutSteps } from './use-checkout-steps';
import { useDeliverySlot } from './use-delivery-slot';
import { usePlaceOrder } from './use-place-order';
import { useVoucher } from './use-voucher';
import { VoucherField } from './voucher-field';

// Phones: the fields, then the summary with the button. Large screens: side by side.
const Layout = styled.form`
  ${besideSummary('minmax(0, 3fr) minmax(20rem, 2fr)')}
  gap: 1.25rem;
`;

/** Above both columns on large screens. */
const Problems = styled.div`
  grid-column: 1 / -1;
`;

const Fields = styled.div`
  display: grid;
  gap: 1.25rem;
`;

const Summary = styled.div`
  ${media.lg} {
    position: sticky;
    inset-block-start: 6rem;
  }
`;

const PlaceOrderButton = styled(Button)`
  inline-size: 100%;
  min-block-size: 3rem;
  font-size: 1.0625rem;
`;

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const ButtonSpinner = styled.span`
  inline-size: 1.125rem;
  block-size: 1.125rem;
  border: 2px solid currentColor;
  border-block-start-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/**
 * docs/product.md#checkout-page: the shopper's details, a voucher, the payment method and the summary. The
 * same fields on phones and desktops; only the arrangement differs, and on phones the owner may
 * tuck the notes away or split the page in two steps (docs/product.md#mobile-settings). An empty cart has nothing to
 * check out and goes to /cart.
 */
export function CheckoutPage() {
  const { t } = useFeatureTexts(checkoutTexts);
  const text = useSettingText();
  const phoneText = usePhoneText();
  const items = useCartItems();
  const subtotal = cartSubtotal(items);
  // The whole form comes back after a reload or Back, and is kept as the shopper fills it in.
  const [draft] = useState(readCheckoutDraft);
  const voucher = useVoucher(subtotal, draft.voucherCode);
  const { status, refusedUnderMinimum, placeOrder } = usePlaceOrder();
  // Asked again when an order was refused (back to idle without being placed): a product may
  // have sold out since the page showed, and the server's refusal names it.
  const soldOut = useSoldOutLines(items, status === 'submitting');
  useCartNamesInLanguage(items);
  const [values, setValues] = useState<CheckoutValues>(draft.values);
  const destination = useCheckoutDestination(subtotal, draft.destination);
  const delivery = useDeliverySlot(destination.pickup ? 'pickup' : 'delivery', draft.slot);
  const kept = JSON.stringify({
    values,
    destination: destination.kept,
    slot: delivery.kept,
    voucherCode: voucher.code,
  });
  // Only while the form is in use: once the order went out its draft is forgotten for good.
  useEffect(() => {
    if (status === 'idle') saveCheckoutDraft(JSON.parse(kept) as CheckoutDraft);
  }, [kept, status]);
  const layout = useCheckoutLayout();
  const steps = useCheckoutSteps();
  const belowMinimum = useBelowMinimumMessage(destination);
  // An order refused for the area's minimum says what it lacks now, gone once the cart has it.
  const problem = refusedUnderMinimum ? belowMinimum : undefined;
  // Checked on every Place Order (and Continue); once one was refused, each field says what is
  // still wrong with it as the shopper mends it, and the summary at the top lists them.
  const [refusals, setRefusals] = useState(0);
  const onDetailsStep = layout.twoSteps && steps.step === 'details';
  const problems = checkoutProblems({
    values,
    destination: destination.destination,
    slot: delivery.required ? (delivery.chosen ?? {}) : undefined,
  }).filter((found) => !layout.twoSteps || found.step === steps.step);
  const shownProblems = refusals > 0 ? problems : [];
  const recapAddress = useRecapAddress(destination);
  const estimate = estimateOrder(subtotal, voucher.applied?.discount ?? 0, destination.deliveryFils);
  const title = phoneText('checkoutPageTitle', text('checkoutTitle', t('checkout.title')));
  const submitting = status === 'submitting';
  const cartKnown = useHydrated();

  // The cart lives in the shopper's storage: a server-rendered page waits for hydration to read
  // it (the server cannot tell an empty cart from a full one). Until then the page's heading and
  // a status stand where the form goes.
  if (!cartKnown) {
    return (
      <Page>
        <PageMeta title={title} />
        <PageTitle>{title}</PageTitle>
        <StoredCartPending />
      </Page>
    );
  }

  // Once placed, the cart is empty on purpose while the confirmation page is on its way.
  if (items.length === 0 && status === 'idle') return <Navigate to={paths.cart.getHref()} replace />;

  const change = (field: keyof CheckoutValues, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  // Checks the form and, when nothing is wrong, places the order (or moves on to the review).
  const attempt = () => {
    if (status !== 'idle') return;
    if (problems.length > 0) return setRefusals((count) => count + 1);
    if (onDetailsStep) return steps.proceed();
    void placeOrder({
      values,
      items,
      voucherCode: voucher.applied?.code,
      estimatedTotal: estimate.total,
      delivery: { required: delivery.required, chosen: delivery.chosen },
      onRefused: delivery.refresh,
      destination: destination.destination,
      area: destination.area,
      underMinimum: belowMinimum !== undefined,
    });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    attempt();
  };
  const summaryOfProblems = <CheckoutErrorSummary problems={shownProblems} refusals={refusals} />;

  // Delivery or pickup first (while the shop offers pickup), then who orders, then where to
  // (while areas are on: the area and the address's numbers instead of a free-text address).
  const details = (
    <>
      {destination.terms.pickupOffered && <FulfilmentField destination={destination} disabled={submitting} />}
      <CustomerFields
        values={values}
        onChange={change}
        problems={shownProblems}
        disabled={submitting}
        notesCollapsed={layout.notesCollapsed}
        freeTextAddress={!destination.pickup && !destination.byArea}
      />
      {destination.byArea && (
        <AreaAddressFields destination={destination} problems={shownProblems} disabled={submitting} />
      )}
    </>
  );
  const payment = (
    <>
      {/* Only while the owner's delivery schedule is on. */}
      {(delivery.required || delivery.failed) && (
        <DeliverySlotField
          slot={delivery}
          showMissing={problemOf(shownProblems, 'slot') !== undefined}
          disabled={submitting}
          pickup={destination.pickup}
        />
      )}
      <VoucherField voucher={voucher} disabled={submitting} />
      <PaymentMethodField value={values.paymentMethod} onChange={(value) => change('paymentMethod', value)} />
    </>
  );
  const summary = (
    <CheckoutSummary
      items={items}
      estimate={estimate}
      soldOut={soldOut}
      deliveryLabel={destination.pickup ? t('checkout.destination.pickupSummary') : undefined}
    >
      <DeliveryTermsNote
        destination={destination}
        subtotal={subtotal}
        minimumAlerted={problem !== undefined && problem === belowMinimum}
      />
      <ChosenDeliverySlotNote slot={delivery.required ? delivery.chosen : undefined} pickup={destination.pickup} />
      {problem && <FormAlert role="alert">{problem}</FormAlert>}
      <SoldOutNotice lines={soldOut} />
      <PlaceOrderButton type="submit" disabled={status !== 'idle'}>
        {submitting && <ButtonSpinner aria-hidden="true" />}
        {submitting ? t('checkout.placingOrder') : text('placeOrderText', t('checkout.placeOrder'))}
      </PlaceOrderButton>
    </CheckoutSummary>
  );

  return (
    <Page>
      <PageMeta title={title} />
      <PageTitle>{title}</PageTitle>
      {layout.twoSteps ? (
        <CheckoutSteps
          steps={steps}
          values={values}
          recapAddress={recapAddress}
          label={title}
          busy={submitting}
          onSubmit={submit}
          problems={summaryOfProblems}
          details={details}
          payment={payment}
          summary={summary}
        />
      ) : (
        <Layout onSubmit={submit} aria-label={title} aria-busy={submitting} noValidate>
          {shownProblems.length > 0 && <Problems>{summaryOfProblems}</Problems>}
          <Fields>
            {details}
            {payment}
          </Fields>
          <Summary>{summary}</Summary>
        </Layout>
      )}
    </Page>
  );
}
