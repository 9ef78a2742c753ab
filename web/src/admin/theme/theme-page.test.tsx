import { renderHook, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { themeStorageKey, useThemeTokens, type StoredTheme } from '../../theme/stored-theme';
import { themePresets } from '../../theme/theme-presets';
import { originalRose, type ColorToken } from '../../theme/tokens';
import { renderRoute } from '../../testing/render-route';
import { lazyAdminPage } from '../testing/lazy-admin-page';
import { expectSitePreviewOpens } from '../testing/site-preview-testing';

const preset = (name: string) => themePresets.find((candidate) => candidate.name === name)!;
const forestGreen = preset('Forest Green');
const royalPurple = preset('Royal Purple');

const openPage = lazyAdminPage('/admin/theme', () => import('./theme-page'));

/**
 * A colour as the app paints it now: AppProviders hands useThemeTokens() to the global style,
 * whose :root variables jsdom does not keep, so the hook itself is asked.
 */
function paintedColor(token: ColorToken): string {
  const { result, unmount } = renderHook(() => useThemeTokens());
  unmount();
  return result.current[token];
}

function savedTheme(): StoredTheme | null {
  return JSON.parse(localStorage.getItem(themeStorageKey) ?? 'null') as StoredTheme | null;
}

const presetButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

describe('admin Theme Colors page', () => {
  it('sends a visitor to /admin', async () => {
    const { router } = await renderRoute('/admin/theme');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('shows the buttons, two tabs and the six presets, Original Rose active by default', async () => {
    await openPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Theme Colors' })).toBeInTheDocument();
    for (const name of ['Preview Site', 'Reset to Default', 'Save Theme']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Theme Presets', 'Custom Colors']);
    const presets = within(screen.getByRole('tabpanel', { name: 'Theme Presets' })).getAllByRole('button');
    expect(presets.map((button) => button.textContent)).toEqual([
      'Original RoseActive',
      'Dark Blue',
      'Forest Green',
      'Royal Purple',
      'Sunset Orange',
      'Ocean Teal',
    ]);
    expect(presetButton('Original Rose')).toHaveAttribute('aria-pressed', 'true');
    expect(paintedColor('primary')).toBe(originalRose.primary);
  });

  it('applies a chosen preset to the whole app at once, without saving it', async () => {
    const { user } = await openPage();

    await user.click(presetButton('Forest Green'));

    expect(await screen.findByText('Theme Applied')).toBeInTheDocument();
    expect(presetButton('Forest Green')).toHaveAttribute('aria-pressed', 'true');
    expect(within(presetButton('Forest Green')).getByText('Active')).toBeInTheDocument();
    expect(presetButton('Original Rose')).toHaveAttribute('aria-pressed', 'false');
    expect(paintedColor('primary')).toBe(forestGreen.tokens.primary);
    expect(paintedColor('mutedForeground')).toBe(forestGreen.tokens.mutedForeground);
    expect(savedTheme()).toBeNull();
  });

  it('saves the applied theme, which stays after leaving the page', async () => {
    const { user } = await openPage();
    await user.click(presetButton('Forest Green'));

    await user.click(screen.getByRole('button', { name: 'Save Theme' }));

    expect(await screen.findByText('Theme Saved')).toBeInTheDocument();
    expect(savedTheme()).toEqual({ name: 'Forest Green', colors: forestGreen.tokens });
    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    await screen.findByRole('navigation', { name: 'Back office sections' });
    expect(paintedColor('primary')).toBe(forestGreen.tokens.primary);
  });

  it('drops an unsaved choice when the owner leaves the page', async () => {
    const { user } = await openPage();
    await user.click(presetButton('Forest Green'));

    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));

    await screen.findByRole('navigation', { name: 'Back office sections' });
    expect(paintedColor('primary')).toBe(originalRose.primary);
  });

  it('applies the saved theme on entering and marks its preset active', async () => {
    localStorage.setItem(themeStorageKey, JSON.stringify({ name: 'Royal Purple', colors: royalPurple.tokens }));
    const { user } = await openPage();

    expect(presetButton('Royal Purple')).toHaveAttribute('aria-pressed', 'true');
    expect(paintedColor('primary')).toBe(royalPurple.tokens.primary);
    await user.click(screen.getByRole('tab', { name: 'Custom Colors' }));
    expect(screen.getByLabelText('Primary')).toHaveValue(royalPurple.tokens.primary);
  });

  it('resets to Original Rose and forgets the stored theme', async () => {
    localStorage.setItem(themeStorageKey, JSON.stringify({ name: 'Royal Purple', colors: royalPurple.tokens }));
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Reset to Default' }));

    expect(await screen.findByText('Theme Reset')).toBeInTheDocument();
    expect(localStorage.getItem(themeStorageKey)).toBeNull();
    expect(presetButton('Original Rose')).toHaveAttribute('aria-pressed', 'true');
    expect(paintedColor('primary')).toBe(originalRose.primary);
  });

  it('opens the storefront in a desktop-sized window', async () => {
    const { user } = await openPage();

    await expectSitePreviewOpens(user, 'Preview Site', 'width=1200,height=800', 'Preview Opened');
  });

  describe('custom colors', () => {
    async function openCustomColors() {
      const view = await openPage();
      await view.user.click(screen.getByRole('tab', { name: 'Custom Colors' }));
      return view;
    }

    it('offers the nine colours, starting from the theme shown', async () => {
      await openCustomColors();

      const labels = ['Primary', 'Secondary', 'Accent', 'Background', 'Text', 'Muted', 'Card', 'Border', 'Focus Ring'];
      const fields = within(screen.getByRole('tabpanel', { name: 'Custom Colors' })).getAllByRole('textbox');
      expect(fields).toEqual(labels.map((label) => screen.getByLabelText(label)));
      expect(screen.getByLabelText('Primary')).toHaveValue('340 70% 45%');
      expect(screen.getByLabelText('Text')).toHaveValue(originalRose.foreground);
    });

    it('applies edits only on Preview Custom Theme, keeping the preset text colours', async () => {
      const { user } = await openCustomColors();

      await user.clear(screen.getByLabelText('Primary'));
      await user.type(screen.getByLabelText('Primary'), '200  80% 30%');
      expect(paintedColor('primary')).toBe(originalRose.primary);
      await user.click(screen.getByRole('button', { name: 'Preview Custom Theme' }));

      expect(await screen.findByText('Custom Theme Applied')).toBeInTheDocument();
      expect(paintedColor('primary')).toBe('200 80% 30%');
      expect(paintedColor('primaryForeground')).toBe(originalRose.primaryForeground);
      expect(savedTheme()).toBeNull();
      await user.click(screen.getByRole('tab', { name: 'Theme Presets' }));
      expect(screen.queryByRole('button', { pressed: true })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Save Theme' }));
      expect(savedTheme()).toEqual({ name: 'Custom', colors: { ...originalRose, primary: '200 80% 30%' } });
    });

    it("flags a colour not in 'h s% l%' form and applies nothing", async () => {
      const { user } = await openCustomColors();
      const accent = screen.getByLabelText('Accent');

      await user.clear(accent);
      await user.type(accent, '#fda4af');
      await user.tab();
      expect(accent).toHaveAttribute('aria-invalid', 'true');
      expect(accent).toHaveAccessibleDescription(/Enter the colour as hue saturation% lightness%/);

      await user.click(screen.getByRole('button', { name: 'Preview Custom Theme' }));
      expect(accent).toHaveFocus();
      expect(screen.queryByText('Custom Theme Applied')).not.toBeInTheDocument();
      expect(paintedColor('accent')).toBe(originalRose.accent);
    });

    it('starts again from a preset chosen meanwhile', async () => {
      const { user } = await openCustomColors();
      await user.clear(screen.getByLabelText('Primary'));
      await user.type(screen.getByLabelText('Primary'), '1 1% 1%');

      await user.click(screen.getByRole('tab', { name: 'Theme Presets' }));
      await user.click(presetButton('Forest Green'));
      await user.click(screen.getByRole('tab', { name: 'Custom Colors' }));

      expect(screen.getByLabelText('Primary')).toHaveValue(forestGreen.tokens.primary);
    });
  });

  it('reads in Arabic', async () => {
    await openPage('ar');

    expect(screen.getByRole('heading', { level: 1, name: 'ألوان السمة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^الوردي الأصلي/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('مفعّلة')).toBeInTheDocument();
  });
});
