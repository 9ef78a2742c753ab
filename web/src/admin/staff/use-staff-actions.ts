import type { AdminRole } from '@crumb/shared/schema-types';
import {
  StaffAccountsDocument,
  type StaffAccountFieldsFragment,
  RemoveStaffAccountDocument,
  UpdateStaffAccountDocument,
} from '@crumb/shared/shared-operations';
import { useMutation } from '@apollo/client/react';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { isolateLtr } from '../../shared/bidi';
import { showToast } from '../../shared/toast/toast-store';
import { useConfirm } from '../shared/confirm-dialog';
import { useStaffFailure } from './staff-failure';
import { staffTexts } from './staff-texts';

/**
 * Changing a role, disabling or enabling, and removing (once the owner confirms) an account,
 * each saying how it went. The server refuses what would leave the shop without an owner, in
 * words the toast repeats. Render `dialog` in the page.
 */
export function useStaffActions() {
  const { t } = useFeatureTexts(staffTexts);
  const failureMessage = useStaffFailure();
  const { confirm, dialog } = useConfirm();
  const [update] = useMutation(UpdateStaffAccountDocument);
  const [removeMutation] = useMutation(RemoveStaffAccountDocument, { refetchQueries: [StaffAccountsDocument] });

  const change = async (account: StaffAccountFieldsFragment, variables: { role?: AdminRole; disabled?: boolean }) => {
    try {
      await update({ variables: { id: account.id, ...variables } });
      showToast({ title: t('adminStaff.updated'), variant: 'success' });
    } catch (error) {
      showToast({ title: failureMessage(t('adminStaff.updateFailed'), error), variant: 'destructive' });
    }
  };

  const remove = async (account: StaffAccountFieldsFragment) => {
    if (!(await confirm(t('adminStaff.confirmRemove', { email: isolateLtr(account.email) })))) return;
    try {
      await removeMutation({ variables: { id: account.id } });
      showToast({ title: t('adminStaff.removed'), variant: 'success' });
    } catch (error) {
      showToast({ title: failureMessage(t('adminStaff.removeFailed'), error), variant: 'destructive' });
    }
  };

  return {
    changeRole: (account: StaffAccountFieldsFragment, role: AdminRole) => change(account, { role }),
    setDisabled: (account: StaffAccountFieldsFragment, disabled: boolean) => change(account, { disabled }),
    remove,
    dialog,
  };
}
