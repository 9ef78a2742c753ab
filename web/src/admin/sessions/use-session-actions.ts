import {
  AdminSessionsDocument,
  type AdminSessionFieldsFragment,
  SignOutOtherSessionsDocument,
  SignOutSessionDocument,
} from '@crumb/shared/shared-operations';
import { useMutation } from '@apollo/client/react';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { isolate } from '../../shared/bidi';
import { useServerMessage } from '../../shared/server-message';
import { showToast } from '../../shared/toast/toast-store';
import { adminTexts } from '../admin-texts';
import { useConfirm } from '../shared/confirm-dialog';
import { useDeviceName } from './session-list';
import { sessionsTexts } from './sessions-texts';

/** The server's refusals the page says in the reader's language. */
const TRANSLATED = [
  'adminSessions:adminSessions.serverMessages.notFound',
  'adminSessions:adminSessions.serverMessages.current',
] as const;

/**
 * Signing out one other device, and every other device once the person confirms, each saying
 * how it went; the list is asked again after either. Render `dialog` in the page.
 */
export function useSessionActions() {
  const { t } = useFeatureTexts(sessionsTexts, adminTexts);
  const messageOf = useServerMessage(TRANSLATED);
  const deviceName = useDeviceName();
  const { confirm, dialog } = useConfirm();
  const refetchQueries = [AdminSessionsDocument];
  const [signOutOne] = useMutation(SignOutSessionDocument, { refetchQueries });
  const [signOutOthersMutation, { loading: signingOutOthers }] = useMutation(SignOutOtherSessionsDocument, {
    refetchQueries,
  });

  const failed = (error: unknown) =>
    showToast({
      title: `${t('adminSessions.signOutFailed')}${messageOf(error, t('admin:admin.unknownError'))}`,
      variant: 'destructive',
    });

  const signOut = async (session: AdminSessionFieldsFragment) => {
    try {
      await signOutOne({ variables: { id: session.id } });
      showToast({ title: t('adminSessions.signedOut', { device: isolate(deviceName(session)) }), variant: 'success' });
    } catch (error) {
      failed(error);
    }
  };

  const signOutOthers = async () => {
    if (!(await confirm(t('adminSessions.confirmSignOutOthers')))) return;
    try {
      await signOutOthersMutation();
      showToast({ title: t('adminSessions.signedOutOthers'), variant: 'success' });
    } catch (error) {
      failed(error);
    }
  };

  return { signOut, signOutOthers, signingOutOthers, dialog };
}
