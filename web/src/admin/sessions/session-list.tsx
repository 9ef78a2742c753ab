import type { AdminSessionFieldsFragment } from '@crumb/shared/shared-operations';
import styled from 'styled-components';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { isolate, isolateLtr } from '../../shared/bidi';
import { Button } from '../../shared/button';
import { wrapRow } from '../../shared/wrap-row';
import { color } from '../../theme/tokens';
import { formatOrderDate } from '../orders/format-order-date';
import { DividedRow, DividedRowSummary, DividedRows } from '../shared/divided-rows';
import { sessionsTexts } from './sessions-texts';

/** When and where from: muted, one fact after the other, wrapping on a phone. */
const Facts = styled.span`
  ${wrapRow('0 0.75rem')}
  color: ${color('mutedForeground')};
`;

/** 'Safari on iPhone', 'curl', 'Unknown device': what the session's User-Agent named, in the page's language. */
export function useDeviceName(): (session: AdminSessionFieldsFragment) => string {
  const { t } = useFeatureTexts(sessionsTexts);
  return ({ browser, platform }) => {
    if (browser && platform) return t('adminSessions.device', { browser, platform });
    return browser ?? platform ?? t('adminSessions.unknownDevice');
  };
}

interface SessionListProps {
  sessions: readonly AdminSessionFieldsFragment[];
  onSignOut: (session: AdminSessionFieldsFragment) => void;
}

/** Each signed-in device: what it is, when it signed in and was last used, from where; the others with Sign out. */
export function SessionList({ sessions, onSignOut }: SessionListProps) {
  const { t, i18n } = useFeatureTexts(sessionsTexts);
  const deviceName = useDeviceName();
  const date = (iso: string) => formatOrderDate(iso, i18n.language);
  return (
    <DividedRows>
      {sessions.map((session) => (
        <DividedRow key={session.id}>
          <DividedRowSummary name={deviceName(session)} badge={session.current && t('adminSessions.thisDevice')}>
            <Facts>
              <span>{t('adminSessions.lastUsed', { date: date(session.lastUsedAt) })}</span>
              <span>{t('adminSessions.signedIn', { date: date(session.signedInAt) })}</span>
              {session.address && <span>{t('adminSessions.address', { address: isolateLtr(session.address) })}</span>}
            </Facts>
          </DividedRowSummary>
          {!session.current && (
            <Button
              $variant="outline"
              aria-label={t('adminSessions.signOutItem', {
                device: isolate(deviceName(session)),
                date: date(session.signedInAt),
              })}
              onClick={() => onSignOut(session)}
            >
              {t('adminSessions.signOut')}
            </Button>
          )}
        </DividedRow>
      ))}
    </DividedRows>
  );
}
