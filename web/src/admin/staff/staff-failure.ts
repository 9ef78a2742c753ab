import { useFeatureTexts } from '../../i18n/feature-texts';
import { useServerMessage } from '../../shared/server-message';
import { adminTexts } from '../admin-texts';
import { staffTexts } from './staff-texts';

/** The server's refusals about accounts and invitations that the page says in the reader's language. */
const TRANSLATED = [
  'adminStaff:adminStaff.serverMessages.invalidLink',
  'adminStaff:adminStaff.serverMessages.usedLink',
  'adminStaff:adminStaff.serverMessages.expiredLink',
  'adminStaff:adminStaff.serverMessages.disabledAccount',
  'adminStaff:adminStaff.serverMessages.lastOwner',
  'adminStaff:adminStaff.serverMessages.accountExists',
  'adminStaff:adminStaff.accept.tooShort',
] as const;

/** 'Failed to update the account: ' and the server's words, in the page's language when it knows them. */
export function useStaffFailure(): (prefix: string, error: unknown) => string {
  const { t } = useFeatureTexts(staffTexts, adminTexts);
  const messageOf = useServerMessage(TRANSLATED);
  return (prefix, error) => `${prefix}${messageOf(error, t('admin:admin.unknownError'))}`;
}
