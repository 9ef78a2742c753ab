import styled from 'styled-components';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { themePresets, type ThemePreset } from '../../theme/theme-presets';
import { surface } from '../../theme/surface';
import { color, type ColorToken } from '../../theme/tokens';
import { AdminCard, Badge, CardGridList } from '../shared/admin-form';
import { ColorSwatch } from './color-swatch';
import { themeTexts } from './theme-texts';
import { spreadRow } from '../../shared/spread-row';

/** The colours a preset card shows: enough to tell the presets apart at a glance. */
const shownTokens: readonly ColorToken[] = ['primary', 'secondary', 'accent', 'background', 'foreground'];

const PresetButton = styled.button`
  display: grid;
  gap: 0.75rem;
  inline-size: 100%;
  padding: 1rem;
  border: 2px solid ${color('border')};
  border-radius: 0.75rem;
  ${surface('card')}
  text-align: start;
  cursor: pointer;

  &:hover {
    border-color: ${color('primary', 0.6)};
  }

  &[aria-pressed='true'] {
    border-color: ${color('primary')};
  }
`;

const Swatches = styled.span`
  display: flex;
  gap: 0.375rem;
`;

const Name = styled.span`
  ${spreadRow('center', '0.5rem')}
  font-weight: 700;
`;

interface PresetListProps {
  active: ThemePreset | undefined;
  onChoose: (preset: ThemePreset) => void;
}

/**
 * Theme Presets (docs/product.md#theme-colours): the six presets; choosing one applies it, the one
 * in use reads 'Active'.
 */
export function PresetList({ active, onChoose }: PresetListProps) {
  const { t } = useFeatureTexts(themeTexts);
  return (
    <AdminCard>
      <p>{t('adminTheme.presetsDescription')}</p>
      <CardGridList>
        {themePresets.map((preset) => {
          const isActive = preset.id === active?.id;
          return (
            <li key={preset.id}>
              <PresetButton aria-pressed={isActive} onClick={() => onChoose(preset)}>
                <Swatches>
                  {shownTokens.map((token) => (
                    <ColorSwatch key={token} value={preset.tokens[token]} />
                  ))}
                </Swatches>
                <Name>
                  {t(`adminTheme.presets.${preset.id}`)}
                  {isActive && <Badge>{t('adminTheme.active')}</Badge>}
                </Name>
              </PresetButton>
            </li>
          );
        })}
      </CardGridList>
    </AdminCard>
  );
}
