import { useState } from 'react';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { clampProductsPerRow } from '../../mobile-settings/mobile-settings';
import { TextField } from '../../shared/text-field';
import { mobileTexts } from './mobile-texts';
import { settingId } from './setting-fields';
import { wholeNumberInput } from '../../shared/whole-number-input';

interface ProductsPerRowFieldProps {
  value: number;
  onChange: (value: number) => void;
}

const allowed = /^[1-3]$/;

/**
 * Products per row is a number from 1 to 3 (docs/product.md#mobile-settings). A value outside that is flagged while
 * typed and brought into range when the field is left, so the settings never hold one.
 */
export function ProductsPerRowField({ value, onChange }: ProductsPerRowFieldProps) {
  const { t } = useFeatureTexts(mobileTexts);
  const [text, setText] = useState(String(value));
  const id = settingId('productsPerRow');
  const invalid = !allowed.test(text.trim());

  const leave = () => {
    const typed = text.trim() === '' ? Number.NaN : Number(text);
    const next = Number.isFinite(typed) ? clampProductsPerRow(typed) : value;
    setText(String(next));
    onChange(next);
  };

  return (
    <TextField
      id={id}
      label={t('adminMobile.fields.productsPerRow')}
      hint={t('adminMobile.productsPerRowHint')}
      error={invalid ? t('adminMobile.productsPerRowError') : undefined}
      // Checked as it is typed: a value brought back into range says so.
      invalid={invalid}
      {...wholeNumberInput(1, 3)}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        if (allowed.test(event.target.value.trim())) onChange(Number(event.target.value));
      }}
      onBlur={leave}
    />
  );
}
