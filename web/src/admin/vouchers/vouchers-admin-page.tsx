import { useState } from 'react';
import { VouchersDocument } from '@crumb/shared/shared-operations';
import { useQuery } from '@apollo/client/react';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { MessagePanel } from '../../shared/message-panel';
import { adminQueryOptions } from '../shared/admin-query';
import { ListLoadState } from '../shared/list-load-state';
import { AdminCard, FormAndList } from '../shared/admin-form';
import { AdminPage } from '../shell/admin-page';
import { useDeleteVoucher } from './use-delete-voucher';
import type { AdminVoucher } from './voucher-form-values';
import { VoucherForm } from './voucher-form';
import { VoucherList } from './voucher-list';
import { vouchersTexts } from './vouchers-texts';

/** Which mode the form is in; a new `round` remounts it with fresh values. */
interface FormMode {
  editing?: AdminVoucher;
  round: number;
}

/** /admin/vouchers (docs/product.md#vouchers-admin): the voucher form beside the list. */
export function VouchersAdminPage() {
  const { t } = useFeatureTexts(vouchersTexts);
  const { data, error, refetch } = useQuery(VouchersDocument, adminQueryOptions);
  const { deleteVoucher, dialog } = useDeleteVoucher();
  const [mode, setMode] = useState<FormMode>({ round: 0 });
  const vouchers = data?.vouchers;

  const startCreating = () => setMode(({ round }) => ({ round: round + 1 }));
  const startEditing = (voucher: AdminVoucher) => setMode(({ round }) => ({ editing: voucher, round: round + 1 }));
  const remove = async (voucher: AdminVoucher) => {
    // The voucher in the form is gone: the form goes back to create mode.
    if ((await deleteVoucher(voucher)) && mode.editing?.id === voucher.id) startCreating();
  };

  const list = () => {
    if (!vouchers) {
      return (
        <ListLoadState
          query={{ error, refetch }}
          loadingText={t('adminVouchers.loading')}
          errorText={t('adminVouchers.loadError')}
        />
      );
    }
    if (vouchers.length === 0) return <MessagePanel title={t('adminVouchers.empty')} />;
    return <VoucherList vouchers={vouchers} onEdit={startEditing} onDelete={(voucher) => void remove(voucher)} />;
  };

  return (
    <AdminPage title={t('adminVouchers.title')}>
      <FormAndList>
        <VoucherForm
          key={mode.round}
          editing={mode.editing}
          existingCodes={vouchers?.map((voucher) => voucher.code) ?? []}
          onDone={startCreating}
          focusOnMount={mode.round > 0}
        />
        <AdminCard aria-label={t('adminVouchers.listLabel')}>{list()}</AdminCard>
      </FormAndList>
      {dialog}
    </AdminPage>
  );
}
