import { useId, useState } from 'react';
import styled from 'styled-components';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { FieldHint } from '../../shared/form-field';
import { Icon } from '../../shared/icon';
import { color } from '../../theme/tokens';
import type { TextLanguage } from '../shared/bilingual';
import { extendedTextName, type AdminSettings, type ExtendedTextName, type SettingsImageName } from './admin-settings';
import { extendedTextGroups, extendedTexts, groupKeys, type ShownTextKey } from './extended-texts';
import { adminCardStyles } from '../shared/admin-form';
import { SettingsSection, SettingsSections } from './settings-layout';
import { SettingsTextPair } from './settings-text-pair';
import { siteSettingsTexts } from './site-settings-texts';
import { defaultsNamespaces, useStorefrontDefaults } from './storefront-defaults';
import type { SettingsFormState } from './use-settings-form';

const Part = styled.section`
  display: grid;
  gap: 1.5rem;
`;

const Intro = styled.div`
  ${adminCardStyles}
  gap: 0.5rem;
  max-inline-size: 48rem;

  h2 {
    font-size: 1.25rem;
  }
`;

/** The heading's own button opens and closes the texts (the disclosure pattern). */
const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  inline-size: 100%;
  min-block-size: 2.75rem;
  padding: 0;
  border: 0;
  border-radius: 0.375rem;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;

  svg {
    flex: none;
    transition: transform 0.2s;
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }

  &:focus-visible {
    outline: 2px solid ${color('ring')};
    outline-offset: 2px;
  }
`;

interface ExtendedTextFieldsProps<Text extends ExtendedTextName> {
  form: SettingsFormState<Text, SettingsImageName>;
  settings: AdminSettings;
}

/**
 * The extended texts (docs/product.md#extended-texts), grouped by where the storefront shows them, each in English and
 * Arabic. An empty one shows the storefront's default of its language, given as the input's
 * placeholder; the texts do not fall back across languages (an empty Arabic one shows the
 * Arabic default, not the owner's English).
 */
export function ExtendedTextFields<Text extends ExtendedTextName>({ form, settings }: ExtendedTextFieldsProps<Text>) {
  const { t, i18n } = useFeatureTexts(siteSettingsTexts);
  // Closed at first: the page opens on the header's name and logo, and 86 inputs are drawn only when wanted.
  const [open, setOpen] = useState(false);
  const ids = { title: useId(), hint: useId(), texts: useId() };
  const defaults = { en: i18n.getFixedT('en', defaultsNamespaces), ar: i18n.getFixedT('ar', defaultsNamespaces) };
  // The hero title on phones defaults to the hero title, Arabic falling back to English like the storefront's.
  const heroTitle = { en: settings.en.heroTitle, ar: settings.ar.heroTitle || settings.en.heroTitle };
  // Drawn again when the pages' texts arrive; until then a default not known yet has no placeholder.
  useStorefrontDefaults(open);
  const placeholder = (key: ShownTextKey, language: TextLanguage): string | undefined => {
    const { defaultText } = extendedTexts[key];
    if (!defaultText) return key === 'heroMobileTitle' ? heroTitle[language] : undefined;
    if (!i18n.exists(defaultText, { lng: language })) return undefined;
    const text: unknown = defaults[language](defaultText);
    return typeof text === 'string' ? text : undefined;
  };

  return (
    <Part aria-labelledby={ids.title}>
      <Intro>
        <h2>
          <Toggle
            type="button"
            id={ids.title}
            aria-expanded={open}
            aria-controls={ids.texts}
            aria-describedby={ids.hint}
            onClick={() => setOpen(!open)}
          >
            {t('adminSettings.navigation.texts.title')}
            <Icon size={20}>
              <path d="m6 9 6 6 6-6" />
            </Icon>
          </Toggle>
        </h2>
        <FieldHint id={ids.hint}>{t('adminSettings.navigation.texts.description')}</FieldHint>
      </Intro>
      {open && (
        <SettingsSections id={ids.texts}>
          {extendedTextGroups.map((group) => (
            <SettingsSection key={group} legend={t(`adminSettings.navigation.texts.groups.${group}`)}>
              {groupKeys(group).map((key) => (
                <SettingsTextPair
                  key={key}
                  form={form}
                  name={extendedTextName(key) as Text}
                  label={t(`adminSettings.navigation.texts.labels.${key}`)}
                  hint={key === 'heroMobileTitle' ? t('adminSettings.navigation.texts.heroMobileTitleHint') : undefined}
                  placeholders={{ en: placeholder(key, 'en'), ar: placeholder(key, 'ar') }}
                />
              ))}
            </SettingsSection>
          ))}
        </SettingsSections>
      )}
    </Part>
  );
}
