import type { ReactNode } from 'react';
import type { AdminSettings, SettingsImageName, SettingsTextName } from './admin-settings';
import { SettingsForm } from './settings-form';
import { SettingsPage } from './settings-page';
import type { SettingsPageName } from './settings-page-texts';
import { useSettingsForm, type SettingsFormConfig, type SettingsFormState } from './use-settings-form';

interface SettingsFormPageProps<
  Text extends SettingsTextName,
  Image extends SettingsImageName,
> extends SettingsFormConfig<Text, Image> {
  page: SettingsPageName;
  /** The form's fields, drawn once the settings are loaded. */
  children: (form: SettingsFormState<Text, Image>, settings: AdminSettings) => ReactNode;
}

/**
 * A settings page that is one form and its Save, nothing more (Home, About, Contact,
 * Navigation): the page names its fields, and draws them with the form it gets.
 */
export function SettingsFormPage<Text extends SettingsTextName, Image extends SettingsImageName = never>({
  page,
  children,
  ...config
}: SettingsFormPageProps<Text, Image>) {
  return (
    <SettingsPage page={page}>
      {(settings) => (
        <PageForm page={page} settings={settings} config={config}>
          {children}
        </PageForm>
      )}
    </SettingsPage>
  );
}

interface PageFormProps<Text extends SettingsTextName, Image extends SettingsImageName> {
  page: SettingsPageName;
  settings: AdminSettings;
  config: SettingsFormConfig<Text, Image>;
  children: SettingsFormPageProps<Text, Image>['children'];
}

function PageForm<Text extends SettingsTextName, Image extends SettingsImageName>({
  page,
  settings,
  config,
  children,
}: PageFormProps<Text, Image>) {
  const form = useSettingsForm(settings, config);
  return (
    <SettingsForm form={form} page={page}>
      {children(form, settings)}
    </SettingsForm>
  );
}
