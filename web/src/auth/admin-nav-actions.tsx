import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../shared/button';
import { paths } from '../shared/paths';
import { openLoginDialog } from './login-dialog-state';
import { useAdminSession } from './use-admin-session';
import { useLogout } from './use-logout';

/**
 * docs/product.md#common-frame: 'Admin Panel' and 'Logout' for a signed-in admin, else 'Admin Login',
 * which opens the login dialog. Nothing while a stored token is being checked, so neither
 * flashes on the owner's screen. The parent lays the buttons out.
 */
export function AdminNavActions({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const session = useAdminSession();
  const logout = useLogout();

  // The menu the buttons sit in closes first (onNavigate), then the button does its job.
  const closingFirst = (action: () => void) => () => {
    onNavigate?.();
    action();
  };

  if (session.status === 'checking') return null;
  if (session.status === 'visitor') {
    return (
      <Button $variant="ghost" onClick={closingFirst(openLoginDialog)}>
        {t('auth.adminLogin')}
      </Button>
    );
  }
  return (
    <>
      <ButtonLink $variant="outline" to={paths.admin.getHref()} onClick={onNavigate}>
        {t('auth.adminPanel')}
      </ButtonLink>
      <Button $variant="ghost" onClick={closingFirst(logout)}>
        {t('auth.logout')}
      </Button>
    </>
  );
}
