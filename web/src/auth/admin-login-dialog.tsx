import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useFeatureTexts } from '../i18n/feature-texts';
import { Button } from '../shared/button';
import { DialogActions, DialogDescription, ModalDialog } from '../shared/dialog';
import { FormAlert } from '../shared/form-field';
import { TextField } from '../shared/text-field';
import { useServerMessage } from '../shared/server-message';
import { Spinner } from '../shared/spinner';
import { showToast } from '../shared/toast/toast-store';
import { adminToken } from './admin-token';
import { closeLoginDialog } from './login-dialog-state';
import { loginTexts } from './login-texts';
import { PasswordField } from './password-field';
import { minPasswordLength, useLoginMode, type LoginMode } from './use-login-mode';
import { AdminLoginDocument, CreateAdminDocument } from '../graphql/generated';

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

const texts: Record<
  LoginMode,
  { title: 'auth.adminLogin' | 'login.createTitle'; description: 'login.description' | 'login.createDescription' }
> = {
  signIn: { title: 'auth.adminLogin', description: 'login.description' },
  createAdmin: { title: 'login.createTitle', description: 'login.createDescription' },
};

/**
 * The login dialog (docs/product.md#login-dialog). Signing in stores the token (the header then shows Admin Panel
 * and Logout); creating the admin returns to sign-in with the password cleared. Failures show
 * the server's message, else 'Authentication failed', in a destructive alert.
 */
export function AdminLoginDialog() {
  const { t } = useFeatureTexts(loginTexts);
  const client = useApolloClient();
  const messageOf = useServerMessage(['login:login.failed']);
  const { mode, deciding, setMode } = useLoginMode();
  const [login, { loading: signingIn }] = useMutation(AdminLoginDocument);
  const [createAdmin, { loading: creating }] = useMutation(CreateAdminDocument);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string>();
  const submitting = signingIn || creating;

  const signIn = async () => {
    const { data } = await login({ variables: { email: email.trim(), password } });
    if (!data) throw new Error('No answer to login');
    // A verify answer cached for an earlier token must not outlive it.
    client.cache.evict({ fieldName: 'verify' });
    adminToken.set(data.login.token);
    closeLoginDialog();
    showToast({ title: t('login.welcomeBack'), variant: 'success' });
  };

  const create = async () => {
    await createAdmin({ variables: { email: email.trim(), password } });
    setMode('signIn');
    setPassword('');
    showToast({ title: t('login.adminCreated'), description: t('login.adminCreatedDescription'), variant: 'success' });
  };

  const submit = async (event: FormEvent<HTMLFormElement>, current: LoginMode) => {
    event.preventDefault();
    setFailure(undefined);
    // The browser checks minlength too; this covers browsers and tests that do not.
    if (password.length < minPasswordLength[current]) {
      setFailure(t('login.passwordTooShort', { count: minPasswordLength[current] }));
      return;
    }
    try {
      await (current === 'signIn' ? signIn() : create());
    } catch (error) {
      setFailure(messageOf(error, t('login.failed')));
    }
  };

  return (
    <ModalDialog title={t(texts[mode ?? 'signIn'].title)} onClose={closeLoginDialog} busy={deciding}>
      {deciding || !mode ? (
        <>
          <DialogDescription>{t('login.checking')}</DialogDescription>
          <Spinner />
        </>
      ) : (
        <>
          <DialogDescription>{t(texts[mode].description)}</DialogDescription>
          <Form onSubmit={(event) => void submit(event, mode)}>
            {failure && <FormAlert role="alert">{failure}</FormAlert>}
            <TextField
              id="admin-login-email"
              label={t('login.email')}
              name="email"
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              disabled={submitting}
              dir="ltr"
            />
            <PasswordField
              id="admin-login-password"
              label={t('login.password')}
              name="password"
              autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
              placeholder={t(mode === 'signIn' ? 'login.passwordPlaceholder' : 'login.createPasswordPlaceholder')}
              required
              minLength={minPasswordLength[mode]}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              disabled={submitting}
            />
            <DialogActions>
              {mode === 'createAdmin' && (
                <Button $variant="ghost" onClick={() => setMode('signIn')} disabled={submitting}>
                  {t('login.useSignIn')}
                </Button>
              )}
              <Button $variant="outline" onClick={closeLoginDialog}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" disabled={submitting}>
                {mode === 'signIn'
                  ? t(signingIn ? 'login.signingIn' : 'login.signIn')
                  : t(creating ? 'login.creating' : 'login.createAdmin')}
              </Button>
            </DialogActions>
          </Form>
        </>
      )}
    </ModalDialog>
  );
}
