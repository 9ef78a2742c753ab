import './site-settings-texts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminSettings } from './admin-settings';
import { footerLinkProblems, type FooterLinkFault } from './footer-links';
import { SettingsForm } from './settings-form';
import { SettingsCard } from './settings-layout';
import { SettingsPage } from './settings-page';
import { SettingsTextField } from './settings-text-field';
import { settingsFieldId, useSettingsForm } from './use-settings-form';

const faultTexts = {
  separator: 'adminSettings.footer.linkWithoutSeparator',
  text: 'adminSettings.footer.linkWithoutText',
  url: 'adminSettings.footer.linkWithoutUrl',
} as const satisfies Record<FooterLinkFault, string>;

/** SPEC §2 Admin Footer (/admin/footer): the footer's description, copyright line and links. */
export function FooterSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage title={t('adminSettings.footer.title')} description={t('adminSettings.footer.description')}>
      {(settings) => <FooterSettingsForm settings={settings} />}
    </SettingsPage>
  );
}

function FooterSettingsForm({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation();
  const form = useSettingsForm(settings, { fields: ['footerText', 'footerCopyright', 'footerLinks'] });
  // Lines are judged once the owner leaves the field or saves, not while a line is half typed.
  const [linksChecked, setLinksChecked] = useState(false);
  const problems = footerLinkProblems(form.value('footerLinks'));
  const shownProblems = linksChecked || form.submitted ? problems : [];

  return (
    <SettingsForm
      form={form}
      saveLabel={t('adminSettings.footer.save')}
      messages={{ success: t('adminSettings.footer.saved'), failurePrefix: t('adminSettings.footer.failed') }}
      check={() => {
        setLinksChecked(true);
        return problems.length > 0 ? settingsFieldId('footerLinks') : undefined;
      }}
    >
      <SettingsCard>
        <SettingsTextField form={form} name="footerText" label={t('adminSettings.footer.footerText')} rows={3} />
        <SettingsTextField form={form} name="footerCopyright" label={t('adminSettings.footer.footerCopyright')} />
        <SettingsTextField
          form={form}
          name="footerLinks"
          label={t('adminSettings.footer.footerLinks')}
          rows={4}
          hint={t('adminSettings.footer.footerLinksHint')}
          problems={shownProblems.map(({ line, fault }) => t(faultTexts[fault], { line }))}
          onBlur={() => setLinksChecked(true)}
        />
      </SettingsCard>
    </SettingsForm>
  );
}
