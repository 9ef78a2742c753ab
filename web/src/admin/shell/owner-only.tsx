import { Outlet } from 'react-router-dom';
import { useAdminSession } from '../../auth/use-admin-session';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { ButtonLink } from '../../shared/button';
import { adminHref } from '../admin-paths';
import { adminTexts } from '../admin-texts';
import { GateMessage } from './gate-message';

/**
 * The pages only the shop's owner may open. A staff account that opens one by its address is
 * told so, with the way to the orders, instead of a page whose every call would be refused.
 * Inside RequireAdmin: the account is signed in.
 */
export function OwnerOnly() {
  const { t } = useFeatureTexts(adminTexts);
  const session = useAdminSession();
  if (session.status === 'admin' && session.role !== 'owner') {
    return (
      <GateMessage
        title={t('admin.ownerOnly')}
        description={t('admin.ownerOnlyHint')}
        actions={<ButtonLink to={adminHref('orders')}>{t('admin.goToOrders')}</ButtonLink>}
      />
    );
  }
  return <Outlet />;
}
