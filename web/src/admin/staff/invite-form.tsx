import { useState, type FormEvent } from 'react';
import type { AdminRole } from '@crumb/shared/schema-types';
import { StaffAccountsDocument, type InviteStaffMutation, InviteStaffDocument } from '@crumb/shared/shared-operations';
import { useMutation } from '@apollo/client/react';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { OptionList } from '../../shared/option-list';
import { SelectField } from '../../shared/select-field';
import { TextField } from '../../shared/text-field';
import { showToast } from '../../shared/toast/toast-store';
import { AdminCard, AdminForm } from '../shared/admin-form';
import { SubmitActions } from '../shared/save-actions';
import { staffRoles } from './staff-roles';
import { useStaffFailure } from './staff-failure';
import { staffTexts } from './staff-texts';

export type StaffInvite = InviteStaffMutation['inviteStaff'];

/** 'Invite someone': an email and a role; the new link goes to the page, which shows it to copy. */
export function InviteForm({ onInvited }: { onInvited: (invite: StaffInvite) => void }) {
  const { t } = useFeatureTexts(staffTexts);
  const failureMessage = useStaffFailure();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AdminRole>('staff');
  const [missingEmail, setMissingEmail] = useState(false);
  const [invite, { loading }] = useMutation(InviteStaffDocument, { refetchQueries: [StaffAccountsDocument] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setMissingEmail(true);
    setMissingEmail(false);
    try {
      const { data } = await invite({ variables: { email: email.trim(), role } });
      if (data) {
        onInvited(data.inviteStaff);
        setEmail('');
      }
    } catch (error) {
      showToast({ title: failureMessage(t('adminStaff.inviteFailed'), error), variant: 'destructive' });
    }
  };

  return (
    <AdminCard aria-labelledby="invite-title">
      <h2 id="invite-title">{t('adminStaff.inviteTitle')}</h2>
      <AdminForm noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          id="invite-email"
          label={t('adminStaff.email')}
          requiredMark="brand"
          required
          type="email"
          name="email"
          autoComplete="off"
          dir="ltr"
          value={email}
          error={missingEmail ? t('adminStaff.emailRequired') : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SelectField
          id="invite-role"
          label={t('adminStaff.role')}
          hint={t(`adminStaff.roleHints.${role}`)}
          name="role"
          value={role}
          onChange={(event) => setRole(event.target.value as AdminRole)}
        >
          <OptionList values={staffRoles} label={(value) => t(`adminStaff.roles.${value}`)} />
        </SelectField>
        <SubmitActions busy={loading} label={t('adminStaff.invite')} busyLabel={t('adminStaff.inviting')} />
      </AdminForm>
    </AdminCard>
  );
}
