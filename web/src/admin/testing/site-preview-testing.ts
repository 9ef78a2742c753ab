import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';

/**
 * Presses a settings page's preview button (named `button`) and checks that the storefront opened
 * in a window of its own at `windowFeatures` (as `window.open` takes them), and that the toast
 * titled `toast` told the owner so.
 */
export async function expectSitePreviewOpens(user: UserEvent, button: string, windowFeatures: string, toast: string) {
  const open = vi.spyOn(window, 'open').mockReturnValue(null);

  await user.click(screen.getByRole('button', { name: button }));

  expect(open).toHaveBeenCalledWith('/', '_blank', windowFeatures);
  expect(await screen.findByText(toast)).toBeInTheDocument();
}
