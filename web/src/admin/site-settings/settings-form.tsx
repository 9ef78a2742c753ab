import type { FormEvent, ReactNode } from 'react';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { Button } from '../../shared/button';
import { adminTexts } from '../admin-texts';
import { AdminForm, FormActions } from '../shared/admin-form';
import type { SettingsImageName, SettingsTextName } from './admin-settings';
import { useSettingsPageTexts, type SettingsPageName } from './settings-page-texts';
import { useSaveSettings } from './use-save-settings';
import { settingsFieldId, type SettingsFormState } from './use-settings-form';

interface SettingsFormProps<Text extends SettingsTextName, Image extends SettingsImageName> {
  form: SettingsFormState<Text, Image>;
  /** Whose Save label ('Save Home Page Settings') and save messages the form shows. */
  page: SettingsPageName;
  /** The page's own check beyond required fields: the id of the first field to fix, if any. */
  check?: () => string | undefined;
  /** Buttons beside Save, such as 'Test Email'. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A settings page's form and its Save: blank required fields (and the page's own check) stop
 * it with the focus on the first field to fix; otherwise the page's fields go to the server,
 * the button reads 'Saving...' meanwhile, and a toast tells how it went.
 */
export function SettingsForm<Text extends SettingsTextName, Image extends SettingsImageName>({
  form,
  page,
  check,
  actions,
  children,
}: SettingsFormProps<Text, Image>) {
  const { t } = useFeatureTexts(adminTexts);
  const { saveLabel, messages } = useSettingsPageTexts(page);
  const { save, saving } = useSaveSettings();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const missing = form.submit();
    const pageProblem = check?.();
    const toFix = missing ? settingsFieldId(missing) : pageProblem;
    if (toFix) {
      document.getElementById(toFix)?.focus();
      return;
    }
    void save(form.variables(), messages);
  };

  return (
    <AdminForm onSubmit={submit} aria-busy={saving}>
      {children}
      <FormActions>
        <Button type="submit" disabled={saving}>
          {saving ? t('admin.saving') : saveLabel}
        </Button>
        {actions}
      </FormActions>
    </AdminForm>
  );
}
