import styled from 'styled-components';
import { AdminSessionsDocument } from '@crumb/shared/shared-operations';
import { useQuery } from '@apollo/client/react';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { Button } from '../../shared/button';
import { color } from '../../theme/tokens';
import { adminQueryOptions } from '../shared/admin-query';
import { AdminCard } from '../shared/admin-form';
import { ListLoadState } from '../shared/list-load-state';
import { AdminPage } from '../shell/admin-page';
import { SessionList } from './session-list';
import { sessionsTexts } from './sessions-texts';
import { useSessionActions } from './use-session-actions';

const Alone = styled.p`
  color: ${color('mutedForeground')};
`;

/**
 * /admin/sessions (docs/product.md#sessions): the devices signed in to the account, owner and
 * staff alike, each with its own; sign out one, or every other.
 */
export function SessionsPage() {
  const { t } = useFeatureTexts(sessionsTexts);
  const { data, error, refetch } = useQuery(AdminSessionsDocument, adminQueryOptions);
  const { signOut, signOutOthers, signingOutOthers, dialog } = useSessionActions();
  const sessions = data?.adminSessions;

  return (
    <AdminPage
      title={t('adminSessions.title')}
      description={t('adminSessions.description')}
      actions={
        <Button $variant="outline" disabled={signingOutOthers} onClick={() => void signOutOthers()}>
          {signingOutOthers ? t('adminSessions.signingOut') : t('adminSessions.signOutOthers')}
        </Button>
      }
    >
      <AdminCard aria-label={t('adminSessions.listLabel')}>
        {sessions ? (
          <>
            <SessionList sessions={sessions} onSignOut={(session) => void signOut(session)} />
            {sessions.every(({ current }) => current) && <Alone>{t('adminSessions.onlyThisDevice')}</Alone>}
          </>
        ) : (
          <ListLoadState
            query={{ error, refetch }}
            loadingText={t('adminSessions.loading')}
            errorText={t('adminSessions.loadError')}
          />
        )}
      </AdminCard>
      {dialog}
    </AdminPage>
  );
}
