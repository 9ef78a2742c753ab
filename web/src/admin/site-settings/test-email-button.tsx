import { SendTestEmailDocument } from '@crumb/shared/shared-operations';
import { useMutation } from '@apollo/client/react';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { adminTexts } from '../admin-texts';
import { isolateLtr } from '../../shared/bidi';
import { Button } from '../../shared/button';
import { showToast } from '../../shared/toast/toast-store';
import { useFailureMessage } from '../shared/failure-message';
import { siteSettingsTexts } from './site-settings-texts';

/**
 * The test email (docs/product.md#settings-pages): 'Testing email system...' first, then the
 * outcome. The server mails the stored shop email, so the success names that one (not an unsaved
 * edit in the form). A refusal the server explains in its answer reads like a failed call.
 */
export function TestEmailButton({ storedEmail }: { storedEmail: string }) {
  const { t } = useFeatureTexts(siteSettingsTexts, adminTexts);
  const failureMessage = useFailureMessage();
  const [sendTestEmail, { loading }] = useMutation(SendTestEmailDocument);
  const failedPrefix = t('adminSettings.testEmail.failed');

  const test = async () => {
    showToast({ title: t('adminSettings.testEmail.testing') });
    try {
      const { data } = await sendTestEmail();
      const result = data?.sendTestEmail;
      if (result?.success) {
        showToast({ title: t('adminSettings.testEmail.sent', { email: isolateLtr(storedEmail) }), variant: 'success' });
      } else {
        showToast({
          title: `${failedPrefix}${result?.message || t('admin:admin.unknownError')}`,
          variant: 'destructive',
        });
      }
    } catch (error) {
      showToast({ title: failureMessage(failedPrefix, error), variant: 'destructive' });
    }
  };

  return (
    <Button $variant="outline" disabled={loading} onClick={() => void test()}>
      {t('adminSettings.testEmail.button')}
    </Button>
  );
}
