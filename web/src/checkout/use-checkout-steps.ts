import { useEffect, useRef, useState, type RefObject } from 'react';
import { detailsMissing, type CheckoutValues } from './checkout-values';
import type { Destination } from './destination-values';

/**
 * The two steps of the phone checkout when the owner turns the one-page checkout off
 * (docs/product.md#mobile-settings).
 */
export type CheckoutStep = 'details' | 'review';

export interface CheckoutSteps {
  step: CheckoutStep;
  /** Continue was refused for missing details: the alert shows and the blank fields are marked. */
  refused: boolean;
  /** The heading of the current step, which takes the focus when the step changes. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Goes on to the review once the required details are there (as for Place Order). */
  proceed: (values: CheckoutValues, destination?: Destination) => void;
  back: () => void;
}

export function useCheckoutSteps(): CheckoutSteps {
  const [step, setStep] = useState<CheckoutStep>('details');
  const [refused, setRefused] = useState(false);
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
    refused,
    headingRef,
    proceed: (values, destination) => {
      const missing = detailsMissing(values, destination);
      setRefused(missing);
      if (!missing) go('review');
    },
    back: () => go('details'),
  };
}
