import { VouchersDocument, CreateVoucherDocument, UpdateVoucherDocument } from '@crumb/shared/shared-operations';
import { useMutation } from '@apollo/client/react';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { showToast } from '../../shared/toast/toast-store';
import { useFailureMessage } from '../shared/failure-message';
import type { AdminVoucher, CheckedVoucher } from './voucher-form-values';
import { vouchersTexts } from './vouchers-texts';

// The list is refreshed after a successful create or update (docs/product.md#browser-caching).
const refreshList = { refetchQueries: [VouchersDocument] };

/**
 * Creates a voucher, or updates the one being edited (its code never changes, docs/product.md#voucher-rules), and
 * says how it went. Resolves true once saved.
 */
export function useSaveVoucher() {
  const { t } = useFeatureTexts(vouchersTexts);
  const failureMessage = useFailureMessage();
  const [createVoucher, created] = useMutation(CreateVoucherDocument, refreshList);
  const [updateVoucher, updated] = useMutation(UpdateVoucherDocument, refreshList);

  const save = async (voucher: CheckedVoucher, editing?: AdminVoucher): Promise<boolean> => {
    try {
      if (editing) {
        // Every rule is sent: an emptied field (null) removes the rule.
        const { discount, type, active, expiresAt, minSubtotal, usageLimit } = voucher;
        await updateVoucher({
          variables: { id: editing.id, input: { discount, type, active, expiresAt, minSubtotal, usageLimit } },
        });
      } else {
        await createVoucher({ variables: { input: voucher } });
      }
      showToast({ title: t(editing ? 'adminVouchers.updated' : 'adminVouchers.created'), variant: 'success' });
      return true;
    } catch (error) {
      const prefix = t(editing ? 'adminVouchers.updateFailed' : 'adminVouchers.createFailed');
      showToast({ title: failureMessage(prefix, error), variant: 'destructive' });
      return false;
    }
  };

  return { save, saving: created.loading || updated.loading };
}
