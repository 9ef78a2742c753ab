import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * The two steps of the phone checkout when the owner turns the one-page checkout off
 * (docs/product.md#mobile-settings).
 */
export type CheckoutStep = 'details' | 'review';

export interface CheckoutSteps {
  step: CheckoutStep;
  /** The heading of the current step, which takes the focus when the step changes. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Goes on to the review; the page lets it once the details have no problem (as for Place Order). */
  proceed: () => void;
  back: () => void;
}

export function useCheckoutSteps(): CheckoutSteps {
  const [step, setStep] = useState<CheckoutStep>('details');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // The content the shopper was on is replaced: keyboard and screen-reader users start again
  // at the new step's heading rather than at the top of the page or nowhere.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const go = (next: CheckoutStep) => {
    moved.current = true;
    setStep(next);
  };

  return {
    step,
    headingRef,
    proceed: () => go('review'),
    back: () => go('details'),
  };
}
