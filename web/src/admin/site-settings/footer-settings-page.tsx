import { useState } from 'react';
import { useFeatureTexts } from '../../i18n/feature-texts';
import type { TextLanguage } from '../shared/bilingual';
import type { AdminSettings } from './admin-settings';
import { footerLinkProblems, type FooterLinkFault } from './footer-links';
import { SettingsForm } from './settings-form';
import { SettingsCard } from './settings-layout';
import { SettingsPage } from './settings-page';
import { SettingsTextPair } from './settings-text-pair';
import { siteSettingsTexts } from './site-settings-texts';
import { settingsFieldId, useSettingsForm } from './use-settings-form';

const faultTexts = {
  separator: 'adminSettings.footer.linkWithoutSeparator',
  text: 'adminSettings.footer.linkWithoutText',
  url: 'adminSettings.footer.linkWithoutUrl',
} as const satisfies Record<FooterLinkFault, string>;

const languages: readonly TextLanguage[] = ['en', 'ar'];

/**
 * /admin/footer (docs/product.md#settings-pages): the footer's description, copyright line and
 * links, in English and Arabic.
 */
export function FooterSettingsPage() {
  return <SettingsPage page="footer">{(settings) => <FooterSettingsForm settings={settings} />}</SettingsPage>;
}

function FooterSettingsForm({ settings }: { settings: AdminSettings }) {
  const { t } = useFeatureTexts(siteSettingsTexts);
  const form = useSettingsForm(settings, { fields: ['footerText', 'footerCopyright', 'footerLinks'] });
  // Lines are judged once the owner leaves the field or saves, not while a line is half typed.
  const [linksChecked, setLinksChecked] = useState<Record<TextLanguage, boolean>>({ en: false, ar: false });
  const problems = {
    en: footerLinkProblems(form.value('footerLinks', 'en')),
    ar: footerLinkProblems(form.value('footerLinks', 'ar')),
  };
  const shownProblems = (language: TextLanguage) =>
    linksChecked[language] || form.submitted
      ? problems[language].map(({ line, fault }) => t(faultTexts[fault], { line }))
      : [];

  return (
    <SettingsForm
      form={form}
      page="footer"
      check={() => {
        setLinksChecked({ en: true, ar: true });
        const toFix = languages.find((language) => problems[language].length > 0);
        return toFix && settingsFieldId('footerLinks', toFix);
      }}
    >
      <SettingsCard>
        <SettingsTextPair form={form} name="footerText" label={t('adminSettings.footer.footerText')} rows={3} />
        <SettingsTextPair form={form} name="footerCopyright" label={t('adminSettings.footer.footerCopyright')} />
        <SettingsTextPair
          form={form}
          name="footerLinks"
          label={t('adminSettings.footer.footerLinks')}
          rows={4}
          hint={t('adminSettings.footer.footerLinksHint')}
          problems={{ en: shownProblems('en'), ar: shownProblems('ar') }}
          onBlur={(language) => setLinksChecked((checked) => ({ ...checked, [language]: true }))}
        />
      </SettingsCard>
    </SettingsForm>
  );
}
