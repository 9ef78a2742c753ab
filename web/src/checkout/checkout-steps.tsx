import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { useFeatureTexts } from '../i18n/feature-texts';
import { Button } from '../shared/button';
import { color } from '../theme/tokens';
import { checkoutTexts } from './checkout-texts';
import type { CheckoutValues } from './checkout-values';
import { CustomerRecap, type RecapAddress } from './customer-recap';
import type { CheckoutSteps as Steps } from './use-checkout-steps';

const Form = styled.form`
  display: grid;
  gap: 1.25rem;
`;

const StepHeading = styled.h2`
  display: grid;
  gap: 0.125rem;
  font-size: 1.25rem;

  &:focus {
    outline: none;
  }
`;

const StepCount = styled.span`
  color: ${color('mutedForeground')};
  font-size: 0.875rem;
  font-weight: 600;
`;

const WideButton = styled(Button)`
  inline-size: 100%;
  min-block-size: 3rem;
`;

interface CheckoutStepsProps {
  steps: Steps;
  values: CheckoutValues;
  /** Where the order goes, in the review, when it is not the free-text address. */
  recapAddress?: RecapAddress;
  /** The form's name, the page title. */
  label: string;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** What keeps this step from going on (the error summary), under the step's heading. */
  problems: ReactNode;
  /** Step 1: the customer fields. */
  details: ReactNode;
  /** Step 2: the voucher and the payment method... */
  payment: ReactNode;
  /** ...and the order summary with Place Order. */
  summary: ReactNode;
}

const stepCount = 2;

/**
 * onePageCheckout switched off (docs/product.md#mobile-settings), on phones: the checkout in two steps, the customer's
 * details, then voucher, payment and review. One form throughout, so Enter in a field
 * continues from step 1 and places the order from step 2, as Place Order does.
 */
export function CheckoutSteps({
  steps,
  values,
  recapAddress,
  label,
  busy,
  onSubmit,
  problems,
  details,
  payment,
  summary,
}: CheckoutStepsProps) {
  const { t } = useFeatureTexts(checkoutTexts);
  // Taken apart: the object also holds the heading's ref, and the hooks linter would take every
  // read of it for a read of that ref during render.
  const { step, headingRef, back } = steps;
  const onDetails = step === 'details';

  return (
    <Form onSubmit={onSubmit} aria-label={label} aria-busy={busy} noValidate>
      <StepHeading ref={headingRef} tabIndex={-1}>
        <StepCount>{t('checkout.stepCount', { current: onDetails ? 1 : 2, total: stepCount })}</StepCount>{' '}
        {onDetails ? t('checkout.detailsStep') : t('checkout.reviewStep')}
      </StepHeading>
      {problems}
      {onDetails ? (
        <>
          {details}
          <WideButton type="submit">{t('checkout.continue')}</WideButton>
        </>
      ) : (
        <>
          {payment}
          <CustomerRecap values={values} address={recapAddress} />
          {summary}
          <WideButton $variant="outline" onClick={back} disabled={busy}>
            {t('checkout.back')}
          </WideButton>
        </>
      )}
    </Form>
  );
}
