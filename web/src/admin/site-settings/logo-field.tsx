import { useRef } from 'react';
import styled from 'styled-components';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { Button } from '../../shared/button';
import { FormField } from '../../shared/form-field';
import { resolveImageUrl } from '../../shared/resolve-image-url';
import { CloseIcon } from '../../shared/close-icon';
import { roundIconButton } from '../../shared/round-icon-button';
import { surface } from '../../theme/surface';
import { color } from '../../theme/tokens';
import type { SettingsTextName } from './admin-settings';
import { siteSettingsTexts } from './site-settings-texts';
import { useObjectUrl } from '../shared/use-object-url';
import { settingsFieldId, type SettingsFormState } from './use-settings-form';

const Box = styled(FormField)`
  justify-items: start;
  gap: 0.625rem;
`;

const Preview = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  min-inline-size: 10rem;
  min-block-size: 5rem;
  padding: 0.75rem;
  border: 1px dashed ${color('border')};
  border-radius: 0.75rem;
  ${surface('muted')}

  img {
    max-inline-size: 12rem;
    max-block-size: 4rem;
    object-fit: contain;
  }
`;

const RemoveButton = styled.button`
  ${roundIconButton}
  position: absolute;
  inset-block-start: -0.75rem;
  inset-inline-end: -0.75rem;
  border: 1px solid ${color('border')};
  background: ${color('card')};
  color: ${color('foreground')};
  box-shadow: var(--shadow-card);

  &:hover {
    background: ${color('secondary')};
  }
`;

interface LogoFieldProps<Text extends SettingsTextName> {
  form: SettingsFormState<Text, 'logo'>;
}

/**
 * The logo on the Navigation page (docs/product.md#settings-pages): previewed, a remove button on
 * the preview (saving then clears it) and a button that opens the image picker: 'Upload Logo' with
 * no logo, 'Change Logo' with one. The 2MB in the hint is a recommendation; the server caps images
 * at 5 MB.
 */
export function LogoField<Text extends SettingsTextName>({ form }: LogoFieldProps<Text>) {
  const { t } = useFeatureTexts(siteSettingsTexts);
  const fileUrl = useObjectUrl(form.file('logo'));
  const pickButton = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const preview = fileUrl ?? resolveImageUrl(form.storedImage('logo'));

  const remove = () => {
    form.removeImage('logo');
    // The remove button goes with the preview: keyboard users continue from the picker button.
    pickButton.current?.focus();
  };

  return (
    // The label names the hidden file input; the button that opens it is what the hint describes.
    <Box
      id={settingsFieldId('logo')}
      label={t('adminSettings.navigation.logo')}
      hint={t('adminSettings.navigation.logoHint')}
    >
      {({ id, 'aria-describedby': describedBy }) => (
        <>
          <Preview>
            {preview ? (
              <>
                <img src={preview} alt={t('adminSettings.navigation.logoPreview')} />
                <RemoveButton type="button" aria-label={t('adminSettings.navigation.removeLogo')} onClick={remove}>
                  <CloseIcon size={18} />
                </RemoveButton>
              </>
            ) : (
              <span>{t('adminSettings.navigation.noLogo')}</span>
            )}
          </Preview>
          <Button
            ref={pickButton}
            $variant="outline"
            aria-describedby={describedBy}
            onClick={() => input.current?.click()}
          >
            {preview ? t('adminSettings.navigation.changeLogo') : t('adminSettings.navigation.uploadLogo')}
          </Button>
          <input
            ref={input}
            id={id}
            type="file"
            accept="image/*"
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) form.setFile('logo', file);
              // Choosing the same file again after removing it must still count as a choice.
              event.target.value = '';
            }}
          />
        </>
      )}
    </Box>
  );
}
