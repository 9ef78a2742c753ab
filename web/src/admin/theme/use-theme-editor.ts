import { useEffect } from 'react';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { showToast } from '../../shared/toast/toast-store';
import { appliedTheme } from '../../theme/applied-theme';
import { storedTheme, themeTokens, useCurrentTheme } from '../../theme/stored-theme';
import { matchingPreset, type ThemePreset } from '../../theme/theme-presets';
import type { ThemeTokens } from '../../theme/tokens';
import { themeTexts } from './theme-texts';

/** The name a saved theme carries when its colours are no preset's. */
const customThemeName = 'Custom';

/**
 * What the theme page does (docs/product.md#theme-colours): a chosen preset or previewed custom colours are
 * painted over the whole app at once, without saving; Save stores what is shown; Reset goes
 * back to Original Rose and forgets the stored theme. Entering the page shows the saved theme,
 * and leaving it drops whatever was tried and not saved.
 */
export function useThemeEditor() {
  const { t } = useFeatureTexts(themeTexts);
  const tokens = themeTokens(useCurrentTheme());
  const activePreset = matchingPreset(tokens);

  useEffect(() => {
    appliedTheme.set(undefined);
    return () => appliedTheme.set(undefined);
  }, []);

  return {
    tokens,
    activePreset,
    applyPreset: (preset: ThemePreset) => {
      appliedTheme.set({ name: preset.name, colors: preset.tokens });
      showToast({ title: t('adminTheme.toast.applied'), description: t('adminTheme.toast.appliedDescription') });
    },
    /** The given colours over the current ones, which supply the rest (the text colours). */
    applyCustom: (colors: Partial<ThemeTokens>) => {
      appliedTheme.set({ name: customThemeName, colors: { ...tokens, ...colors } });
      showToast({ title: t('adminTheme.toast.customApplied'), description: t('adminTheme.toast.appliedDescription') });
    },
    save: () => {
      storedTheme.set({ name: activePreset?.name ?? customThemeName, colors: tokens });
      appliedTheme.set(undefined);
      showToast({ title: t('adminTheme.toast.saved'), variant: 'success' });
    },
    reset: () => {
      storedTheme.remove();
      appliedTheme.set(undefined);
      showToast({ title: t('adminTheme.toast.reset') });
    },
  };
}
