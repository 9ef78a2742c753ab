import type { ChangeEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { FormField, TextArea, TextInput } from '../../shared/form-field';
import { twoColumnsFrom } from '../../theme/media';
import { color } from '../../theme/tokens';
import { AdminCard, CheckboxField, TitledFieldset } from '../shared/admin-form';
import { mobileTexts } from './mobile-texts';
import type { DraftProps, SwitchSetting, TextSetting } from './settings-draft';

const Description = styled.p`
  color: ${color('mutedForeground')};
`;

/** The card one tab's settings sit on, opened by a line on what they change. */
export function SettingsTab({ description, children }: { description: string; children: ReactNode }) {
  return (
    <AdminCard>
      <Description>{description}</Description>
      {children}
    </AdminCard>
  );
}

/** Related settings under one caption, which screen readers announce with each of them. */
export const SettingsGroup = styled(TitledFieldset)`
  display: grid;
  gap: 1rem;
  min-inline-size: 0;
  margin: 0;
  padding: 1rem;
  border: 1px solid ${color('border')};
  border-radius: 0.75rem;

  legend {
    padding-inline: 0.375rem;
    font-weight: 700;
  }
`;

/** One column on phones, two from md up. */
export const SettingsGrid = styled.div`
  ${twoColumnsFrom('md')}
  gap: 1rem;
  align-items: start;
`;

/** The id of a setting's control, for its label and for tests. */
export const settingId = (setting: string) => `mobile-${setting}`;

/** A switch per on/off setting, labelled with the setting's name. */
export function SwitchSettings({ settings, draft, onChange }: DraftProps & { settings: readonly SwitchSetting[] }) {
  const { t } = useFeatureTexts(mobileTexts);
  return (
    <SettingsGrid>
      {settings.map((setting) => (
        <CheckboxField
          key={setting}
          asSwitch
          name={setting}
          label={t(`adminMobile.fields.${setting}`)}
          checked={draft[setting]}
          onChange={(checked) => onChange({ [setting]: checked })}
        />
      ))}
    </SettingsGrid>
  );
}

interface TextSettingFieldProps extends DraftProps {
  setting: TextSetting;
  /** Several lines of text (a message) rather than one (a title). */
  multiline?: boolean;
  hint?: string;
}

/** A text setting; what the owner types is shown as typed, in either writing direction. */
export function TextSettingField({ setting, multiline = false, hint, draft, onChange }: TextSettingFieldProps) {
  const { t } = useFeatureTexts(mobileTexts);
  const text = {
    dir: 'auto',
    value: draft[setting],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange({ [setting]: event.target.value }),
  };
  return (
    <FormField id={settingId(setting)} label={t(`adminMobile.fields.${setting}`)} hint={hint}>
      {(control) => (multiline ? <TextArea rows={3} {...control} {...text} /> : <TextInput {...control} {...text} />)}
    </FormField>
  );
}
