import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { FormField, TextInput } from '../../shared/form-field';
import { resolveImageUrl } from '../../shared/resolve-image-url';
import { color } from '../../theme/tokens';
import { adminTexts } from '../admin-texts';
import { useObjectUrl } from './use-object-url';

// A little more room than a text field's: the preview sits between the label and the input.
const Box = styled(FormField)`
  gap: 0.5rem;
`;

const Preview = styled.img`
  inline-size: 8rem;
  block-size: 6rem;
  object-fit: cover;
  border: 1px solid ${color('border')};
  border-radius: 0.5rem;
  background: ${color('muted')};
`;

interface ImageFileInputProps {
  id: string;
  label: string;
  /** The stored image (path or URL), shown until a new file is chosen. */
  current?: string | null;
  /** The chosen file, or null: the parent keeps it so a reset can clear it. */
  file: File | null;
  onChange: (file: File | null) => void;
  hint?: ReactNode;
  disabled?: boolean;
}

/**
 * An image upload (image files only; the server checks the content too: docs/product.md#images) with a
 * preview of what will be saved: the chosen file, else the stored image.
 */
export function ImageFileInput({ id, label, current, file, onChange, hint, disabled }: ImageFileInputProps) {
  const { t } = useFeatureTexts(adminTexts);
  const preview = useObjectUrl(file) ?? resolveImageUrl(current);
  // A file input cannot be set from state: when the parent clears the file (the form was saved or
  // reset), a new input, empty, replaces the one still showing it. Only then: one chosen here
  // stays in the input that shows its name.
  const [lastFile, setLastFile] = useState(file);
  const [clears, setClears] = useState(0);
  if (file !== lastFile) {
    setLastFile(file);
    if (file === null) setClears(clears + 1);
  }
  return (
    <Box id={id} label={label} hint={hint}>
      {(control) => (
        <>
          {preview && <Preview src={preview} alt={t('admin.currentImage')} width={128} height={96} />}
          <TextInput
            {...control}
            key={clears}
            type="file"
            accept="image/*"
            disabled={disabled}
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          />
        </>
      )}
    </Box>
  );
}
