import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { AdminOrdersDocument, AdminUpdateOrderStatusDocument } from '../graphql/generated';
import { FormField, SelectInput } from '../../shared/form-field';
import { OptionList } from '../../shared/option-list';
import { useServerMessage } from '../../shared/server-message';
import { showToast } from '../../shared/toast/toast-store';
import { isKnownStatus, isNamedStatus, orderStatuses } from './order-status';
import { ordersTexts } from './orders-texts';

interface OrderStatusSelectProps {
  orderId: string;
  status: string;
}

/**
 * docs/product.md#order-statuses: the owner may set any of pending, confirmed, delivered in any order; the
 * list refreshes after a successful change. An order with another status keeps it as the
 * selected extra option, so the dropdown never claims a status the order does not have. A
 * cancelled order's dropdown is off: it comes back only through Reopen (order-cancel-actions.tsx).
 */
export function OrderStatusSelect({ orderId, status }: OrderStatusSelectProps) {
  const { t } = useFeatureTexts(ordersTexts);
  const messageOf = useServerMessage();
  const [updateStatus] = useMutation(AdminUpdateOrderStatusDocument, { refetchQueries: [AdminOrdersDocument] });
  // The choice shows at once; a failure puts the stored status back.
  const [chosen, setChosen] = useState<string>();

  const choose = async (next: string) => {
    setChosen(next);
    try {
      await updateStatus({ variables: { id: orderId, status: next }, awaitRefetchQueries: true });
      showToast({ title: t('adminOrders.statusUpdated'), variant: 'success' });
    } catch (error) {
      showToast({ title: messageOf(error, t('adminOrders.statusFailed')), variant: 'destructive' });
    } finally {
      setChosen(undefined);
    }
  };

  return (
    <FormField id={`order-${orderId}-status`} label={t('adminOrders.statusLabel')}>
      {(control) => (
        <SelectInput
          {...control}
          value={chosen ?? status}
          disabled={status === 'cancelled'}
          onChange={(event) => void choose(event.target.value)}
        >
          {!isKnownStatus(status) && (
            <option value={status}>{isNamedStatus(status) ? t(`adminOrders.status.${status}`) : status}</option>
          )}
          <OptionList values={orderStatuses} label={(value) => t(`adminOrders.status.${value}`)} />
        </SelectInput>
      )}
    </FormField>
  );
}
