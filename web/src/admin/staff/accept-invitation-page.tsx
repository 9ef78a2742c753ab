import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { AcceptStaffInvitationDocument } from '@crumb/shared/shared-operations';
import { adminToken } from '../../auth/admin-token';
import { PasswordField } from '../../auth/password-field';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { FormAlert } from '../../shared/form-field';
import { MessagePanel } from '../../shared/message-panel';
import { showToast } from '../../shared/toast/toast-store';
import { adminHref } from '../admin-paths';
import { AdminCard, AdminForm } from '../shared/admin-form';
import { SubmitActions } from '../shared/save-actions';
import { AdminPage } from '../shell/admin-page';
import { useStaffFailure } from './staff-failure';
import { staffTexts } from './staff-texts';

/** Two password fields need no more than a phone's width. */
const FormCard = styled(AdminCard)`
  max-inline-size: 32rem;
`;

/** The server's rule (docs/product.md#sign-in-rules): a new password has 8 characters or more. */
const MIN_PASSWORD_LENGTH = 8;

/**
 * /admin/accept?token=… (docs/product.md#staff-accounts-and-roles): the invited person chooses
 * their password and is signed in, then lands on the back office, which offers what their
 * role may open. Open to anyone holding the link: the token is the proof.
 */
export function AcceptInvitationPage() {
  const { t } = useFeatureTexts(staffTexts);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const client = useApolloClient();
  const navigate = useNavigate();
  const failureMessage = useStaffFailure();
  const [accept, { loading }] = useMutation(AcceptStaffInvitationDocument);
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [problem, setProblem] = useState<string>();

  if (!token) {
    return (
      <AdminPage title={t('adminStaff.accept.title')} backLink={false}>
        <MessagePanel title={t('adminStaff.accept.missingToken')} />
      </AdminPage>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) return setProblem(t('adminStaff.accept.tooShort'));
    if (password !== repeated) return setProblem(t('adminStaff.accept.mismatch'));
    setProblem(undefined);
    try {
      const { data } = await accept({ variables: { token, password } });
      if (!data) throw new Error('No answer to acceptStaffInvitation');
      // A verify answer cached for an earlier token must not outlive it.
      client.cache.evict({ fieldName: 'verify' });
      adminToken.set(data.acceptStaffInvitation.token);
      showToast({ title: t('adminStaff.accept.welcome'), variant: 'success' });
      await navigate(adminHref(), { replace: true });
    } catch (error) {
      setProblem(failureMessage(t('adminStaff.accept.failed'), error));
    }
  };

  return (
    <AdminPage title={t('adminStaff.accept.title')} description={t('adminStaff.accept.description')} backLink={false}>
      <FormCard aria-label={t('adminStaff.accept.title')}>
        <AdminForm noValidate onSubmit={(event) => void submit(event)}>
          {problem && (
            <FormAlert id="accept-problem" role="alert">
              {problem}
            </FormAlert>
          )}
          <PasswordField
            id="accept-password"
            label={t('adminStaff.accept.password')}
            hint={t('adminStaff.accept.passwordHint')}
            describedBy={[problem && 'accept-problem']}
            name="password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            disabled={loading}
          />
          <PasswordField
            id="accept-repeat"
            label={t('adminStaff.accept.repeat')}
            name="repeat"
            autoComplete="new-password"
            required
            value={repeated}
            onChange={(event) => setRepeated(event.target.value)}
            disabled={loading}
          />
          <SubmitActions
            busy={loading}
            label={t('adminStaff.accept.submit')}
            busyLabel={t('adminStaff.accept.submitting')}
          />
        </AdminForm>
      </FormCard>
    </AdminPage>
  );
}
