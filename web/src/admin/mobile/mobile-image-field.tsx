import { useState } from 'react';
import styled from 'styled-components';
import { wrapRow } from '../../shared/wrap-row';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { Button } from '../../shared/button';
import { TextField } from '../../shared/text-field';
import { inputLabel } from '../shared/admin-form';
import { ImageWithFallback } from '../../shared/image-with-fallback';
import { showToast } from '../../shared/toast/toast-store';
import { surface } from '../../theme/surface';
import { color } from '../../theme/tokens';
import { useImageUpload } from './image-upload';
import { mobileTexts } from './mobile-texts';
import { settingId, SettingsGroup } from './setting-fields';

type ImageSource = 'url' | 'upload';
const sources: readonly ImageSource[] = ['url', 'upload'];

const SourceChoice = styled.div`
  ${wrapRow('0.5rem')}
`;

const SourceOption = styled.label`
  ${inputLabel('0.5rem')}
  padding-inline: 1rem;
  border: 1px solid ${color('border')};
  border-radius: 999px;

  &:has(input:checked) {
    border-color: ${color('primary')};
    ${surface('secondary')}
  }

  input {
    margin: 0;
  }
`;

const PreviewRow = styled.div`
  ${wrapRow('0.75rem', { alignItems: 'end' })}
`;

const Preview = styled(ImageWithFallback)<{ $fit: 'cover' | 'contain'; $width: number }>`
  inline-size: min(100%, ${({ $width }) => $width}px);
  border: 1px solid ${color('border')};
  border-radius: 0.5rem;

  & img {
    object-fit: ${({ $fit }) => $fit};
  }
`;

interface MobileImageFieldProps {
  setting: 'heroImageMobile' | 'logoImageMobile';
  value: string;
  onChange: (value: string) => void;
  /** The recommended size (docs/product.md#mobile-settings); the preview has its proportions. */
  size: { width: number; height: number };
  /** How the storefront fits the image: a hero fills its box, a logo is shown whole. */
  fit: 'cover' | 'contain';
  sizeHint: string;
}

/**
 * A mobile image (docs/product.md#mobile-settings): given by URL (the default) or uploaded from a file,
 * previewed at its recommended proportions, and cleared with one button.
 */
export function MobileImageField({ setting, value, onChange, size, fit, sizeHint }: MobileImageFieldProps) {
  const { t } = useFeatureTexts(mobileTexts);
  const [source, setSource] = useState<ImageSource>('url');
  // A new key empties the file input after each choice, so choosing the same file again works.
  const [fileInputKey, setFileInputKey] = useState(0);
  const upload = useImageUpload(onChange);
  const name = t(`adminMobile.fields.${setting}`);
  const id = settingId(setting);
  const uploaded = value.startsWith('data:');

  const clear = () => {
    onChange('');
    showToast({ title: t('adminMobile.upload.cleared') });
  };

  return (
    <SettingsGroup legend={name}>
      <SourceChoice role="radiogroup" aria-label={t('adminMobile.image.source')}>
        {sources.map((option) => (
          <SourceOption key={option}>
            <input
              type="radio"
              name={`${id}-source`}
              value={option}
              checked={source === option}
              onChange={() => setSource(option)}
            />
            {t(`adminMobile.image.${option}`)}
          </SourceOption>
        ))}
      </SourceChoice>

      {source === 'url' ? (
        <TextField
          id={`${id}-url`}
          label={t('adminMobile.image.urlLabel', { image: name })}
          hint={uploaded ? `${sizeHint} ${t('adminMobile.image.uploadedInUse')}` : sizeHint}
          type="url"
          dir="ltr"
          placeholder="https://"
          // An uploaded image is a long data: address, of no use to read or edit here.
          value={uploaded ? '' : value}
          onChange={(event) => onChange(event.target.value.trim())}
        />
      ) : (
        <TextField
          id={`${id}-file`}
          label={t('adminMobile.image.fileLabel', { image: name })}
          hint={`${sizeHint} ${t('adminMobile.image.limits')}`}
          key={fileInputKey}
          type="file"
          accept="image/*"
          onChange={(event) => {
            const file = event.target.files?.[0];
            setFileInputKey((key) => key + 1);
            if (file) void upload(file);
          }}
        />
      )}

      {value && (
        <PreviewRow>
          <Preview
            src={value}
            alt={t('adminMobile.image.preview', { image: name })}
            width={size.width}
            height={size.height}
            $fit={fit}
            $width={size.width}
          />
          <Button $variant="outline" aria-label={t('adminMobile.image.clearNamed', { image: name })} onClick={clear}>
            {t('adminMobile.image.clear')}
          </Button>
        </PreviewRow>
      )}
    </SettingsGroup>
  );
}
