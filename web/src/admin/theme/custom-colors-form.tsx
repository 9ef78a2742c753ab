import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { isolateLtr } from '../../shared/bidi';
import { Button } from '../../shared/button';
import { FormField, TextInput } from '../../shared/form-field';
import { isHslColor } from '../../theme/hsl';
import { media, twoColumnsFrom } from '../../theme/media';
import type { ThemeTokens } from '../../theme/tokens';
import { AdminCard, AdminForm, FormActions } from '../shared/admin-form';
import { ColorSwatch } from './color-swatch';
import {
  customColors,
  customColorTokens,
  customColorValues,
  sameCustomColors,
  type CustomColorToken,
} from './custom-colors';
import { themeTexts } from './theme-texts';

const Fields = styled.div`
  ${twoColumnsFrom('sm')}
  gap: 1rem;
  align-items: start;

  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const InputRow = styled.div`
  display: flex;
  align-items: center;
  gap: 0.625rem;
`;

const fieldId = (token: CustomColorToken) => `theme-color-${token}`;

// Isolated, so an Arabic sentence around it does not reorder its numbers and percent signs.
const example = isolateLtr('340 70% 45%');

interface CustomColorsFormProps {
  /** The colours shown now; the form starts from them and follows when they change. */
  tokens: ThemeTokens;
  onPreview: (colors: Partial<ThemeTokens>) => void;
}

/**
 * Custom Colors (docs/product.md#theme-colours): one 'h s% l%' field per colour with a swatch beside it. Edits change
 * nothing until 'Preview Custom Theme'; a colour in another form is flagged beside its
 * field when the field is left or the preview is asked for, and nothing is applied meanwhile.
 */
export function CustomColorsForm({ tokens, onPreview }: CustomColorsFormProps) {
  const { t } = useFeatureTexts(themeTexts);
  const [basis, setBasis] = useState(tokens);
  const [values, setValues] = useState(() => customColorValues(tokens));
  const [checked, setChecked] = useState<ReadonlySet<CustomColorToken>>(new Set());

  // A preset chosen, a reset or another tab's save: start again from the colours now shown.
  if (!sameCustomColors(basis, tokens)) {
    setBasis(tokens);
    setValues(customColorValues(tokens));
    setChecked(new Set());
  }

  const check = (token: CustomColorToken) => setChecked((current) => new Set(current).add(token));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const colors = customColors(values);
    if (colors) return onPreview(colors);
    setChecked(new Set(customColorTokens));
    const firstInvalid = customColorTokens.find((token) => !isHslColor(values[token]));
    if (firstInvalid) document.getElementById(fieldId(firstInvalid))?.focus();
  };

  return (
    <AdminCard>
      <p>{t('adminTheme.custom.description', { example })}</p>
      <AdminForm noValidate onSubmit={submit}>
        <Fields>
          {customColorTokens.map((token) => {
            const id = fieldId(token);
            const valid = isHslColor(values[token]);
            const showError = !valid && checked.has(token);
            return (
              <FormField
                key={token}
                id={id}
                label={t(`adminTheme.tokens.${token}`)}
                hint={t('adminTheme.custom.formatHint', { example })}
                error={showError ? t('adminTheme.custom.invalid', { example }) : undefined}
                invalid={showError}
              >
                {(control) => (
                  <InputRow>
                    <ColorSwatch value={valid ? values[token] : undefined} />
                    <TextInput
                      {...control}
                      dir="ltr"
                      autoComplete="off"
                      spellCheck={false}
                      value={values[token]}
                      onChange={(event) => setValues((current) => ({ ...current, [token]: event.target.value }))}
                      onBlur={() => check(token)}
                    />
                  </InputRow>
                )}
              </FormField>
            );
          })}
        </Fields>
        <FormActions>
          <Button type="submit">{t('adminTheme.custom.preview')}</Button>
        </FormActions>
      </AdminForm>
    </AdminCard>
  );
}
