import { useState } from 'react';
import styled from 'styled-components';
import { StaffAccountsDocument } from '@crumb/shared/shared-operations';
import { useQuery } from '@apollo/client/react';
import { useAdminSession } from '../../auth/use-admin-session';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { adminQueryOptions } from '../shared/admin-query';
import { AdminCard, FormAndList } from '../shared/admin-form';
import { ListLoadState } from '../shared/list-load-state';
import { AdminPage } from '../shell/admin-page';
import { InviteForm, type StaffInvite } from './invite-form';
import { InviteLink } from './invite-link';
import { StaffList } from './staff-list';
import { staffTexts } from './staff-texts';
import { useStaffActions } from './use-staff-actions';

const FormColumn = styled.div`
  display: grid;
  gap: 1.5rem;
  align-content: start;
`;

/** /admin/staff (docs/product.md#staff-accounts-and-roles): invite people with a role, and the accounts to manage. */
export function StaffPage() {
  const { t } = useFeatureTexts(staffTexts);
  const session = useAdminSession();
  const { data, error, refetch } = useQuery(StaffAccountsDocument, adminQueryOptions);
  const [invite, setInvite] = useState<StaffInvite>();
  const { changeRole, setDisabled, remove, dialog } = useStaffActions();
  const accounts = data?.staffAccounts;

  return (
    <AdminPage title={t('adminStaff.title')} description={t('adminStaff.description')}>
      <FormAndList>
        <FormColumn>
          <InviteForm onInvited={setInvite} />
          {invite && <InviteLink invite={invite} />}
        </FormColumn>
        <AdminCard aria-label={t('adminStaff.listLabel')}>
          {accounts ? (
            <StaffList
              accounts={accounts}
              currentEmail={session.status === 'admin' ? session.email : ''}
              onRoleChange={(account, role) => void changeRole(account, role)}
              onDisabledChange={(account, disabled) => void setDisabled(account, disabled)}
              onRemove={(account) => void remove(account)}
            />
          ) : (
            <ListLoadState
              query={{ error, refetch }}
              loadingText={t('adminStaff.loading')}
              errorText={t('adminStaff.loadError')}
            />
          )}
        </AdminCard>
      </FormAndList>
      {dialog}
    </AdminPage>
  );
}
