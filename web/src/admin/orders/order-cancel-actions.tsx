import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import styled from 'styled-components';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { AdminOrdersDocument, AdminUpdateOrderStatusDocument } from '../graphql/generated';
import { Button } from '../../shared/button';
import { DialogActions, DialogDescription, ModalDialog } from '../../shared/dialog';
import { FormField, TextArea } from '../../shared/form-field';
import { useServerMessage } from '../../shared/server-message';
import { showToast } from '../../shared/toast/toast-store';
import { ordersTexts } from './orders-texts';

const ReasonForm = styled.form`
  display: grid;
  gap: 1rem;
`;

/** As long as the API keeps (CANCEL_REASON_MAX_LENGTH). */
const REASON_MAX_LENGTH = 300;

interface CancelDialogProps {
  orderId: string;
  onClose: () => void;
}

/** Asks why the order is cancelled, then cancels it; the list refreshes with its grey badge and the reason. */
function CancelOrderDialog({ orderId, onClose }: CancelDialogProps) {
  const { t } = useFeatureTexts(ordersTexts);
  const messageOf = useServerMessage(['adminOrders:adminOrders.cancelReasonMissing']);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [updateStatus, { loading }] = useMutation(AdminUpdateOrderStatusDocument, {
    refetchQueries: [AdminOrdersDocument],
  });
  const fieldId = `order-${orderId}-cancel-reason`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    try {
      await updateStatus({
        variables: { id: orderId, status: 'cancelled', reason: reason.trim() },
        awaitRefetchQueries: true,
      });
      showToast({ title: t('adminOrders.cancelled'), variant: 'success' });
      onClose();
    } catch (error) {
      showToast({ title: messageOf(error, t('adminOrders.cancelFailed')), variant: 'destructive' });
    }
  };

  return (
    <ModalDialog title={t('adminOrders.cancelTitle', { id: orderId })} onClose={onClose} busy={loading}>
      <DialogDescription>{t('adminOrders.cancelDescription')}</DialogDescription>
      <ReasonForm onSubmit={(event) => void submit(event)} noValidate>
        <FormField
          id={fieldId}
          label={t('adminOrders.cancelReason')}
          required="alert"
          error={missing ? t('adminOrders.cancelReasonMissing') : undefined}
        >
          {(control) => (
            <TextArea
              {...control}
              rows={3}
              required
              maxLength={REASON_MAX_LENGTH}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                if (event.target.value.trim()) setMissing(false);
              }}
            />
          )}
        </FormField>
        <DialogActions>
          <Button $variant="outline" onClick={onClose}>
            {t('adminOrders.keepOrder')}
          </Button>
          <Button type="submit" disabled={loading}>
            {t('adminOrders.cancelOrder')}
          </Button>
        </DialogActions>
      </ReasonForm>
    </ModalDialog>
  );
}

/**
 * docs/product.md#cancelled-orders: Cancel order (asking the reason) on an order that stands,
 * Reopen (back to pending, taking its delivery place again) on a cancelled one.
 */
export function OrderCancelActions({ orderId, status }: { orderId: string; status: string }) {
  const { t } = useFeatureTexts(ordersTexts);
  const messageOf = useServerMessage(['adminOrders:adminOrders.reopenFull']);
  const [asking, setAsking] = useState(false);
  const [updateStatus, { loading }] = useMutation(AdminUpdateOrderStatusDocument, {
    refetchQueries: [AdminOrdersDocument],
  });

  if (status !== 'cancelled') {
    return (
      <>
        <Button $variant="outline" onClick={() => setAsking(true)}>
          {t('adminOrders.cancelOrder')}
        </Button>
        {asking && <CancelOrderDialog orderId={orderId} onClose={() => setAsking(false)} />}
      </>
    );
  }

  const reopen = async () => {
    try {
      await updateStatus({ variables: { id: orderId, status: 'pending' }, awaitRefetchQueries: true });
      showToast({ title: t('adminOrders.reopened'), variant: 'success' });
    } catch (error) {
      showToast({ title: messageOf(error, t('adminOrders.reopenFailed')), variant: 'destructive' });
    }
  };
  return (
    <Button $variant="outline" disabled={loading} onClick={() => void reopen()}>
      {t('adminOrders.reopen')}
    </Button>
  );
}
