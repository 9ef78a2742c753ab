import styled from 'styled-components';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { FieldHint } from '../../shared/form-field';
import { BilingualPair, type TextLanguage } from '../shared/bilingual';
import type { SettingsImageName, SettingsTextName } from './admin-settings';
import { SettingsTextField, type SettingsTextFieldProps } from './settings-text-field';
import { siteSettingsTexts } from './site-settings-texts';
import { settingsFieldId } from './use-settings-form';

const languages: readonly TextLanguage[] = ['en', 'ar'];

const PairBox = styled.div`
  display: grid;
  gap: 0.375rem;
  min-inline-size: 0;
`;

type PairProps<Text extends SettingsTextName, Image extends SettingsImageName> = Omit<
  SettingsTextFieldProps<Text, Image>,
  'language' | 'hintId' | 'problems' | 'placeholder' | 'onBlur'
> & {
  /** The text's name ('Hero Title'); each input's label adds its language. */
  label: string;
  /** The page's own findings about each language's value. */
  problems?: Partial<Record<TextLanguage, readonly string[]>>;
  /** What the storefront shows in each language while the value is empty. */
  placeholders?: Partial<Record<TextLanguage, string>>;
  onBlur?: (language: TextLanguage) => void;
};

/**
 * A text the owner writes in English and Arabic: the two inputs side by side, English
 * first, each labelled with its language; a hint, when there is one, under the pair and read
 * with both. Only the English one may be required (docs/product.md#settings-pages).
 */
export function SettingsTextPair<Text extends SettingsTextName, Image extends SettingsImageName>({
  label,
  hint,
  problems,
  placeholders,
  onBlur,
  ...field
}: PairProps<Text, Image>) {
  const { t } = useFeatureTexts(siteSettingsTexts);
  const hintId = hint ? `${settingsFieldId(field.name)}-hint` : undefined;
  return (
    <PairBox>
      <BilingualPair>
        {languages.map((language) => (
          <SettingsTextField
            key={language}
            {...field}
            language={language}
            label={t(`adminSettings.inLanguage.${language}`, { field: label })}
            hintId={hintId}
            problems={problems?.[language]}
            placeholder={placeholders?.[language]}
            onBlur={onBlur && (() => onBlur(language))}
          />
        ))}
      </BilingualPair>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
    </PairBox>
  );
}
