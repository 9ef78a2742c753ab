import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { openLoginDialog } from '../../auth/login-dialog-state';
import { useAdminSession } from '../../auth/use-admin-session';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { Button } from '../../shared/button';
import { Spinner } from '../../shared/spinner';
import { adminHref } from '../admin-paths';
import { adminTexts } from '../admin-texts';
import { AdminLanguageSync } from './admin-language-sync';
import { GateMessage } from './gate-message';

interface RequireAdminProps {
  /** Mobile Settings and Theme send a non-admin to /admin instead of prompting (docs/product.md#back-office-access). */
  redirectVisitors?: boolean;
}

/**
 * Every back-office page needs a signed-in admin (docs/product.md#back-office-access), so a visitor
 * never sees admin data or the calls that would fail for them. While a
 * stored token is being checked nothing is shown but a spinner. The owner's language is kept
 * for their emails while they work here.
 */
export function RequireAdmin({ redirectVisitors = false }: RequireAdminProps) {
  const { t } = useFeatureTexts(adminTexts);
  const session = useAdminSession();

  if (session.status === 'checking') return <Spinner />;
  if (session.status === 'visitor') {
    if (redirectVisitors) return <Navigate to={adminHref()} replace />;
    return (
      <GateMessage
        tabTitle={t('auth.adminLogin')}
        title={t('admin.signInRequired')}
        description={t('admin.signInRequiredHint')}
        actions={<Button onClick={openLoginDialog}>{t('auth.adminLogin')}</Button>}
      />
    );
  }
  return (
    <>
      <AdminLanguageSync stored={session.language} />
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </>
  );
}
