import { VouchersDocument, DeleteVoucherDocument } from '@crumb/shared/shared-operations';
import { useMutation } from '@apollo/client/react';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { showToast } from '../../shared/toast/toast-store';
import { useConfirm } from '../shared/confirm-dialog';
import { useFailureMessage } from '../shared/failure-message';
import type { AdminVoucher } from './voucher-form-values';
import { vouchersTexts } from './vouchers-texts';

/**
 * Deletes a voucher once the owner confirms, refreshes the list and says how it went
 * (docs/product.md#vouchers-admin). Render `dialog` in the page; `deleteVoucher` resolves true once deleted.
 */
export function useDeleteVoucher() {
  const { t } = useFeatureTexts(vouchersTexts);
  const failureMessage = useFailureMessage();
  const { confirm, dialog } = useConfirm();
  const [deleteMutation] = useMutation(DeleteVoucherDocument, { refetchQueries: [VouchersDocument] });

  const deleteVoucher = async (voucher: AdminVoucher): Promise<boolean> => {
    if (!(await confirm(t('adminVouchers.confirmDelete')))) return false;
    try {
      await deleteMutation({ variables: { id: voucher.id } });
      showToast({ title: t('adminVouchers.deleted'), variant: 'success' });
      return true;
    } catch (error) {
      showToast({ title: failureMessage(t('adminVouchers.deleteFailed'), error), variant: 'destructive' });
      return false;
    }
  };

  return { deleteVoucher, dialog };
}
