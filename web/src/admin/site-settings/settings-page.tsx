import type { ReactNode } from 'react';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { DocumentTitle } from '../../settings/document-title';
import { ButtonLink } from '../../shared/button';
import { MessagePanel } from '../../shared/message-panel';
import { Spinner } from '../../shared/spinner';
import { adminHref } from '../admin-paths';
import { adminTexts } from '../admin-texts';
import { AdminPage } from '../shell/admin-page';
import { useAdminSettings, type AdminSettings } from './admin-settings';
import { useSettingsPageTexts, type SettingsPageName } from './settings-page-texts';

interface SettingsPageProps {
  /** Whose title and description the page shows. */
  page: SettingsPageName;
  /** The Site Settings page words its states its own way (docs/product.md#settings-pages); the others share these. */
  loadingText?: string;
  errorText?: string;
  /** The page's form, drawn once the settings are loaded. */
  children: (settings: AdminSettings) => ReactNode;
}

/**
 * Every settings page (docs/product.md#settings-pages): a loading line, or on a load error 'Error
 * Loading Settings' with the way back to /admin; then the page with its form. Once loaded the form
 * stays, even when a later refetch fails, so the owner never loses what they typed.
 */
export function SettingsPage({ page, loadingText, errorText, children }: SettingsPageProps) {
  const { t } = useFeatureTexts(adminTexts);
  const { title, description } = useSettingsPageTexts(page);
  const { settings, error } = useAdminSettings();

  if (settings) {
    return (
      <AdminPage title={title} description={description}>
        {children(settings)}
      </AdminPage>
    );
  }
  return (
    <>
      <DocumentTitle page={title} />
      {error ? (
        <MessagePanel
          title={errorText ?? t('admin.errorLoadingSettings')}
          titleLevel="h1"
          isAlert
          actions={<ButtonLink to={adminHref()}>{t('admin.backToAdmin')}</ButtonLink>}
        />
      ) : (
        <Spinner label={loadingText ?? t('admin.loading')} />
      )}
    </>
  );
}
