import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { useAdminSession } from '../../../auth/use-admin-session';
import { useFeatureTexts } from '../../../i18n/feature-texts';
import { Button } from '../../../shared/button';
import { FormAlert } from '../../../shared/form-field';
import { formatPrice } from '../../../shared/format-price';
import { useServerMessage } from '../../../shared/server-message';
import { TextField } from '../../../shared/text-field';
import { showToast } from '../../../shared/toast/toast-store';
import {
  AdminOrderEditDaysDocument,
  AdminOrderForEditDocument,
  AdminOrdersDocument,
  AdminUpdateOrderDocument,
} from '../../graphql/generated';
import { FormActions } from '../../shared/admin-form';
import { ordersTexts } from '../orders-texts';
import { EditAddress, EditNote, EditSlot } from './edit-fields';
import { EditLines } from './edit-lines';
import {
  badQuantities,
  changeInputOf,
  editValuesOf,
  estimatedSubtotal,
  type EditValues,
  type EditedOrder,
} from './order-edit-values';

const EditForm = styled.form`
  display: grid;
  gap: 1.25rem;
`;

/** The server's refusals the editor words in the page's language (their English is the API's). */
const TRANSLATED = [
  'adminOrders:adminOrders.edit.windowFull',
  'adminOrders:adminOrders.edit.stale',
  'adminOrders:adminOrders.edit.closed',
] as const;

interface EditFormProps {
  order: EditedOrder;
  onDone: () => void;
  onReload: () => void;
}

function OrderEditForm({ order, onDone, onReload }: EditFormProps) {
  const { t } = useFeatureTexts(ordersTexts);
  const session = useAdminSession();
  const isOwner = session.status === 'admin' && session.role === 'owner';
  const messageOf = useServerMessage(TRANSLATED);
  const [values, setValues] = useState<EditValues>(() => editValuesOf(order));
  const [problem, setProblem] = useState<{ text: string; stale?: boolean } | null>(null);
  const [windowFull, setWindowFull] = useState(false);
  const [reason, setReason] = useState('');
  const [flagged, setFlagged] = useState<string[]>([]);
  const days = useQuery(AdminOrderEditDaysDocument, {
    variables: { fulfilment: order.fulfilment },
    skip: !order.deliveryDate,
  });
  const [update, { loading: saving }] = useMutation(AdminUpdateOrderDocument, {
    refetchQueries: [AdminOrdersDocument],
  });
  const idPrefix = `order-${order.id}-edit`;
  const change = (next: Partial<EditValues>) => setValues((now) => ({ ...now, ...next }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const bad = badQuantities(values);
    setFlagged(bad);
    if (values.lines.length === 0) return setProblem({ text: t('adminOrders.edit.noLines') });
    if (bad.length > 0) return setProblem({ text: t('adminOrders.edit.badQuantity') });
    if (windowFull && !reason.trim()) return setProblem({ text: t('adminOrders.edit.reasonMissing') });
    const input = changeInputOf(order, values, windowFull ? reason : '');
    if (!input) return onDone();
    try {
      await update({ variables: { id: order.id, input }, awaitRefetchQueries: true });
      showToast({ title: t('adminOrders.edit.saved'), variant: 'success' });
      onDone();
    } catch (error) {
      const text = messageOf(error, t('adminOrders.edit.saveFailed'));
      // A full window the owner may book anyway, with a reason.
      const full = isOwner && text === t('adminOrders.edit.windowFull');
      setWindowFull((now) => now || full);
      setProblem({
        text: full ? t('adminOrders.edit.windowFullOwner') : text,
        stale: text === t('adminOrders.edit.stale'),
      });
    }
  };

  return (
    <EditForm
      onSubmit={(event) => void save(event)}
      noValidate
      aria-label={t('adminOrders.edit.title', { id: order.id })}
    >
      <EditLines idPrefix={idPrefix} lines={values.lines} flagged={flagged} onChange={(lines) => change({ lines })} />
      <p>{t('adminOrders.edit.estimate', { amount: formatPrice(estimatedSubtotal(values.lines), t) })}</p>
      {order.deliveryDate && (
        <EditSlot
          id={`${idPrefix}-slot`}
          order={order}
          days={days.data?.deliveryDays ?? []}
          value={values.slot}
          onChange={(slot) => change({ slot })}
        />
      )}
      {windowFull && (
        <TextField
          id={`${idPrefix}-reason`}
          label={t('adminOrders.edit.reason')}
          requiredMark="alert"
          required
          maxLength={300}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      )}
      {order.fulfilment === 'delivery' && (
        <EditAddress idPrefix={idPrefix} order={order} values={values} onChange={change} />
      )}
      <EditNote id={`${idPrefix}-note`} value={values.note} onChange={(note) => change({ note })} />
      {problem && (
        <FormAlert role="alert">
          {problem.text}{' '}
          {problem.stale && (
            <Button $variant="outline" onClick={onReload}>
              {t('adminOrders.edit.reload')}
            </Button>
          )}
        </FormAlert>
      )}
      <FormActions>
        <Button $variant="outline" onClick={onDone}>
          {t('adminOrders.edit.discard')}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? t('adminOrders.edit.saving') : t('adminOrders.edit.save')}
        </Button>
      </FormActions>
    </EditForm>
  );
}

/**
 * docs/product.md#changing-an-order: the order card's editor, in place of its details. It reads
 * the order afresh (its version is what the change is checked against) and sends only what
 * changed; the server prices the order again.
 */
export function OrderEditor({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const { t } = useFeatureTexts(ordersTexts);
  const { data, error, refetch } = useQuery(AdminOrderForEditDocument, {
    variables: { id: orderId },
    fetchPolicy: 'network-only',
  });
  if (error) return <FormAlert role="alert">{t('adminOrders.edit.loadFailed')}</FormAlert>;
  if (!data) return <p role="status">{t('adminOrders.edit.loading')}</p>;
  // The order read again at a new version (changed meanwhile) starts the form over from it.
  return <OrderEditForm key={data.order.version} order={data.order} onDone={onDone} onReload={() => void refetch()} />;
}
