import './login-texts';
import { useApolloClient } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAdminLoginMutation } from '../graphql/generated';
import { Button } from '../shared/button';
import {
  DialogContent,
  DialogDescription,
  DialogOverlay,
  DialogPortal,
  DialogRoot,
  DialogTitle,
  useReturnFocus,
} from '../shared/dialog';
import { FieldLabel, FormAlert, TextInput } from '../shared/form-field';
import { useServerMessage } from '../shared/server-message';
import { showToast } from '../shared/toast/toast-store';
import { adminToken } from './admin-token';
import { closeLoginDialog } from './login-dialog-state';

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

const Field = styled.div`
  display: grid;
  gap: 0.375rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.5rem;
`;

/**
 * The entry point of the SPEC §2 Admin login modal: signing in with email and password. Issue 5
 * completes it (the create-admin mode decided by adminExists, the password show/hide toggle,
 * the minimum lengths).
 */
export function AdminLoginDialog() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const messageOf = useServerMessage(['login.failed']);
  const [login, { loading }] = useAdminLoginMutation();
  const [failure, setFailure] = useState<string>();
  const returnFocus = useReturnFocus();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFailure(undefined);
    try {
      const { data } = await login({
        variables: { email: String(form.get('email')).trim(), password: String(form.get('password')) },
      });
      if (!data) throw new Error('No answer to login');
      // A verify answer cached for an earlier token must not outlive it.
      client.cache.evict({ fieldName: 'verify' });
      adminToken.set(data.login.token);
      closeLoginDialog();
      showToast({ title: t('login.welcomeBack'), variant: 'success' });
    } catch (error) {
      setFailure(messageOf(error, t('login.failed')));
    }
  };

  return (
    <DialogRoot open onOpenChange={(open) => !open && closeLoginDialog()}>
      <DialogPortal>
        <DialogOverlay />
        <DialogContent onCloseAutoFocus={returnFocus}>
          <DialogTitle>{t('auth.adminLogin')}</DialogTitle>
          <DialogDescription>{t('login.description')}</DialogDescription>
          <Form onSubmit={(event) => void submit(event)}>
            {failure && <FormAlert role="alert">{failure}</FormAlert>}
            <Field>
              <FieldLabel htmlFor="admin-login-email">{t('login.email')}</FieldLabel>
              <TextInput
                id="admin-login-email"
                name="email"
                type="email"
                autoComplete="username"
                required
                disabled={loading}
                dir="ltr"
              />
            </Field>
            <Field>
              <FieldLabel htmlFor="admin-login-password">{t('login.password')}</FieldLabel>
              <TextInput
                id="admin-login-password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                disabled={loading}
                dir="ltr"
              />
            </Field>
            <Actions>
              <Button $variant="outline" onClick={closeLoginDialog}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" disabled={loading}>
                {loading ? t('login.signingIn') : t('login.signIn')}
              </Button>
            </Actions>
          </Form>
        </DialogContent>
      </DialogPortal>
    </DialogRoot>
  );
}
