import { HeroFields, heroFieldNames } from './hero-fields';
import { SettingsFormPage } from './settings-form-page';
import { SettingsCard } from './settings-layout';

/** /admin/home (docs/product.md#settings-pages): the home page's hero banner. */
export function HomeSettingsPage() {
  return (
    <SettingsFormPage page="home" fields={heroFieldNames} required={['heroTitle']} images={['heroImage']}>
      {(form) => (
        <SettingsCard>
          <HeroFields form={form} />
        </SettingsCard>
      )}
    </SettingsFormPage>
  );
}
