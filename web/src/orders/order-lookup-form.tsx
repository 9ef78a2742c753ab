import { CombinedGraphQLErrors } from '@apollo/client';
import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useLazyQuery } from '@apollo/client/react';
import { useFeatureTexts } from '../i18n/feature-texts';
import { Button } from '../shared/button';
import { FormAlert } from '../shared/form-field';
import { TextField } from '../shared/text-field';
import { retries } from '../shared/query-policy';
import { orderConfirmationTexts } from './order-confirmation-texts';
import { OrderLookupResult, type LookedUpOrder } from './order-lookup-result';
import { OrderLookupDocument } from '../graphql/generated';

const Form = styled.form`
  display: grid;
  gap: 0.875rem;
  text-align: start;
`;

type Outcome = { kind: 'none' } | { kind: 'found'; order: LookedUpOrder } | { kind: 'failed'; message: string };

/** The lookup's refusals by their code: one text for 'not found', whatever was wrong (the server says no more). */
function failureKey(error: unknown): 'lookup.notFound' | 'lookup.tooMany' | 'lookup.required' | 'lookup.failed' {
  const code = CombinedGraphQLErrors.is(error) ? String(error.errors[0]?.extensions?.code) : '';
  if (code === 'NOT_FOUND') return 'lookup.notFound';
  if (code === 'TOO_MANY_REQUESTS') return 'lookup.tooMany';
  if (code === 'BAD_USER_INPUT') return 'lookup.required';
  return 'lookup.failed';
}

interface OrderLookupFormProps {
  /** Filled in on the confirmation page, where the order's number and WhatsApp number are known. */
  initialOrderId?: string;
  initialWhatsapp?: string;
  /** The result's heading level: 2 under a page's h1, 3 inside a section with its own h2. */
  resultHeadingLevel?: 2 | 3;
}

/**
 * A guest finds their order again by its number and WhatsApp number. The result (or
 * the one error) is announced: the result's heading takes focus, the error is an alert.
 */
export function OrderLookupForm({
  initialOrderId = '',
  initialWhatsapp = '',
  resultHeadingLevel = 2,
}: OrderLookupFormProps) {
  const { t } = useFeatureTexts(orderConfirmationTexts);
  const id = useId();
  const [orderId, setOrderId] = useState(initialOrderId);
  const [whatsapp, setWhatsapp] = useState(initialWhatsapp);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const [lookUp, { loading }] = useLazyQuery(OrderLookupDocument, { fetchPolicy: 'network-only' });

  useEffect(() => {
    if (outcome.kind === 'found') document.getElementById(`${id}-result`)?.focus();
  }, [outcome, id]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!orderId.trim() || !whatsapp.trim()) {
      setOutcome({ kind: 'failed', message: t('lookup.required') });
      return;
    }
    // A guest is waiting on the button: no retries behind their back.
    try {
      const { data, error } = await lookUp({
        variables: { orderId: orderId.trim(), whatsapp: whatsapp.trim() },
        context: retries(0),
      });
      if (error || !data) throw error ?? new Error('No answer to orderLookup');
      setOutcome({ kind: 'found', order: data.orderLookup });
    } catch (error) {
      setOutcome({ kind: 'failed', message: t(failureKey(error)) });
    }
  };

  const fields = [
    {
      key: 'order',
      label: t('lookup.orderId'),
      name: 'orderId',
      inputMode: 'numeric',
      autoComplete: 'off',
      value: orderId,
      set: setOrderId,
    },
    {
      key: 'whatsapp',
      label: t('lookup.whatsapp'),
      name: 'whatsapp',
      type: 'tel',
      inputMode: 'tel',
      autoComplete: 'tel',
      value: whatsapp,
      set: setWhatsapp,
    },
  ] as const;

  return (
    <>
      <Form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-describedby={outcome.kind === 'failed' ? `${id}-error` : undefined}
      >
        {fields.map(({ key, label, set, ...input }) => (
          <TextField
            key={key}
            id={`${id}-${key}`}
            label={label}
            {...input}
            required
            onChange={(event) => set(event.target.value)}
            // Order and phone numbers read left to right in Arabic pages too.
            dir="ltr"
          />
        ))}
        {outcome.kind === 'failed' && (
          <FormAlert id={`${id}-error`} role="alert">
            {outcome.message}
          </FormAlert>
        )}
        <Button type="submit" disabled={loading} aria-busy={loading || undefined}>
          {loading ? t('lookup.searching') : t('lookup.submit')}
        </Button>
      </Form>
      {outcome.kind === 'found' && (
        <OrderLookupResult order={outcome.order} headingId={`${id}-result`} headingLevel={resultHeadingLevel} />
      )}
    </>
  );
}
