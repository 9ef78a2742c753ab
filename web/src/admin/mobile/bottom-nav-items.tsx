import styled from 'styled-components';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { bottomNavKeys, type BottomNavItem, type BottomNavKey } from '../../mobile-settings/mobile-settings';
import { FieldHint } from '../../shared/form-field';
import { TextField } from '../../shared/text-field';
import { twoColumnsFrom } from '../../theme/media';
import { CheckboxField } from '../shared/admin-form';
import { mobileTexts } from './mobile-texts';
import type { DraftProps } from './settings-draft';
import { settingId, SettingsGroup } from './setting-fields';

const Items = styled.div`
  ${twoColumnsFrom('lg')}
  gap: 0.75rem;
`;

const HintText = styled(FieldHint)`
  margin-block-start: -0.5rem;
`;

/**
 * bottomNavItems (docs/product.md#mobile-settings): each of the five bottom-bar items switched on
 * or off and relabelled.
 */
export function BottomNavItems({ draft, onChange }: DraftProps) {
  const { t } = useFeatureTexts(mobileTexts);
  const update = (key: BottomNavKey, change: Partial<BottomNavItem>) =>
    onChange({ bottomNavItems: { ...draft.bottomNavItems, [key]: { ...draft.bottomNavItems[key], ...change } } });

  return (
    <SettingsGroup legend={t('adminMobile.bottomNav.title')}>
      <HintText>{t('adminMobile.bottomNav.hint')}</HintText>
      <Items>
        {bottomNavKeys.map((key) => {
          const item = draft.bottomNavItems[key];
          const labelId = settingId(`bottomNav-${key}-label`);
          return (
            <SettingsGroup key={key} legend={t(`adminMobile.bottomNav.items.${key}`)}>
              <CheckboxField
                asSwitch
                label={t('adminMobile.bottomNav.show')}
                checked={item.enabled}
                onChange={(enabled) => update(key, { enabled })}
              />
              <TextField
                id={labelId}
                label={t('adminMobile.bottomNav.label')}
                dir="auto"
                value={item.label}
                onChange={(event) => update(key, { label: event.target.value })}
              />
            </SettingsGroup>
          );
        })}
      </Items>
    </SettingsGroup>
  );
}
