import { useId } from 'react';
import styled from 'styled-components';
import { panelStyles } from '../shared/card';
import { UnstyledDefinitionList } from '../shared/definition-list';
import { color } from '../theme/tokens';
import type { CheckoutValues } from './checkout-values';
import { useCustomerLabels } from './use-customer-labels';

const Recap = styled.section`
  ${panelStyles}
  gap: 0.75rem;

  h2 {
    font-size: 1.125rem;
  }
`;

const Details = styled(UnstyledDefinitionList)`
  display: grid;
  gap: 0.625rem;
  margin: 0;

  dt {
    color: ${color('mutedForeground')};
    font-size: 0.8125rem;
  }

  dd {
    margin: 0;
    font-weight: 600;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

/** Where the order goes when it is not a free-text address: pickup, or the area and its numbers. */
export interface RecapAddress {
  label: string;
  value: string;
}

/**
 * The shopper's details as they will be sent, on the review step of the two-step checkout, so
 * a wrong number or address is caught before the order leaves (Back goes to change them).
 */
export function CustomerRecap({ values, address }: { values: CheckoutValues; address?: RecapAddress }) {
  const labels = useCustomerLabels();
  const titleId = useId();
  const note = values.note.trim();
  const details = [
    { label: labels.name, value: values.customerName.trim(), dir: 'auto' },
    // Phone numbers read left to right in Arabic pages too.
    { label: labels.whatsapp, value: values.whatsapp.trim(), dir: 'ltr' },
    address
      ? { label: address.label, value: address.value, dir: 'auto' }
      : { label: labels.address, value: values.address.trim(), dir: 'auto' },
    ...(note ? [{ label: labels.notes, value: note, dir: 'auto' }] : []),
  ];

  return (
    <Recap aria-labelledby={titleId}>
      <h2 id={titleId}>{labels.title}</h2>
      <Details rows={details} />
    </Recap>
  );
}
