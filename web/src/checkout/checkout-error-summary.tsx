import { useEffect, useId, useRef, type MouseEvent } from 'react';
import styled from 'styled-components';
import { useFeatureTexts } from '../i18n/feature-texts';
import { destructiveColor } from '../shared/form-field';
import { checkoutTexts } from './checkout-texts';
import { checkoutFieldIds, problemsHeading, type FieldProblem } from './checkout-problems';

const Summary = styled.div`
  display: grid;
  gap: 0.5rem;
  padding-block: 0.875rem;
  padding-inline: 1rem;
  border: 2px solid ${destructiveColor};
  border-radius: 0.75rem;
  background: hsl(0 86% 97%);
  color: ${destructiveColor};

  /* The heading's own outline is enough while the summary holds the focus. */
  &:focus-visible {
    outline: 3px solid hsl(0 72% 38% / 0.35);
    outline-offset: 2px;
  }

  h2 {
    font-size: 1.0625rem;
  }

  ul {
    display: grid;
    gap: 0.375rem;
    margin: 0;
    padding-inline-start: 1.25rem;
  }

  a {
    color: inherit;
    font-weight: 600;
    text-decoration: underline;
    text-underline-offset: 0.15em;
  }
`;

/**
 * The control a problem's link takes the shopper to: the field itself, or in a group of radios
 * the one chosen, else the first that can be chosen.
 */
function focusField(id: string) {
  const element = document.getElementById(id);
  const control = element?.matches('input, textarea, select')
    ? element
    : (element?.querySelector<HTMLElement>('input:checked:not(:disabled)') ??
      element?.querySelector<HTMLElement>('input:not(:disabled)'));
  control?.focus();
}

interface CheckoutErrorSummaryProps {
  problems: readonly FieldProblem[];
  /** Counts the refused submits: each one brings the summary into view and gives it the focus. */
  refusals: number;
}

/**
 * What keeps the order from going out, at the top of the form (GOV.UK's error summary): a heading
 * ('Please fill in all required fields' while anything required is blank), then each problem as
 * a link to its field. A refused submit scrolls it into view and focuses it, on phones (where the
 * button sits far below the first field) as on laptops; screen readers hear it as an alert.
 */
export function CheckoutErrorSummary({ problems, refusals }: CheckoutErrorSummaryProps) {
  const { t } = useFeatureTexts(checkoutTexts);
  const headingId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const shown = problems.length > 0;

  useEffect(() => {
    if (refusals > 0) ref.current?.focus();
  }, [refusals]);

  if (!shown) return null;

  const follow = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    // The field, not the address's fragment: the focus moves into it, and Back stays on checkout.
    event.preventDefault();
    focusField(id);
  };

  return (
    <Summary ref={ref} tabIndex={-1} role="alert" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(problemsHeading(problems))}</h2>
      <ul>
        {problems.map((problem) => {
          const id = checkoutFieldIds[problem.field];
          return (
            <li key={problem.field}>
              <a href={`#${id}`} onClick={(event) => follow(event, id)}>
                {t(problem.message)}
              </a>
            </li>
          );
        })}
      </ul>
    </Summary>
  );
}
