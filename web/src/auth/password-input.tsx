import { useState, type ComponentProps } from 'react';
import styled from 'styled-components';
import { useFeatureTexts } from '../i18n/feature-texts';
import { TextInput } from '../shared/form-field';
import { color } from '../theme/tokens';
import { loginTexts } from './login-texts';

const Wrapper = styled.div`
  position: relative;

  input {
    padding-inline-end: 4.5rem;
  }
`;

const Toggle = styled.button`
  position: absolute;
  inset-block: 0.25rem;
  inset-inline-end: 0.25rem;
  padding-inline: 0.75rem;
  border: 0;
  border-radius: 0.5rem;
  background: transparent;
  color: ${color('primary')};
  font: inherit;
  font-weight: 600;
  font-size: 0.875rem;
  cursor: pointer;

  &:hover {
    background: ${color('muted')};
  }
`;

/**
 * docs/product.md#login-dialog: the password field with its show/hide toggle. A password reads
 * left to right whatever the page's language.
 */
export function PasswordInput(props: Omit<ComponentProps<typeof TextInput>, 'type' | 'dir'>) {
  const { t } = useFeatureTexts(loginTexts);
  const [visible, setVisible] = useState(false);
  return (
    <Wrapper>
      <TextInput {...props} type={visible ? 'text' : 'password'} dir="ltr" />
      <Toggle
        type="button"
        aria-label={visible ? t('login.hidePassword') : t('login.showPassword')}
        aria-controls={props.id}
        disabled={props.disabled}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? t('login.hide') : t('login.show')}
      </Toggle>
    </Wrapper>
  );
}
