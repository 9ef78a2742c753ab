import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storeMobileSettings } from '../../testing/mobile-settings';
import { renderRoute } from '../../testing/render-route';
import { phoneWidth, setViewportWidth } from '../../testing/viewport';
import { showToast } from './toast-store';

/** Opens the home page and shows a toast on it: the page's view and the toast's title once shown. */
async function showToastOnHomePage(toast: Parameters<typeof showToast>[0]) {
  const view = await renderRoute('/');
  await screen.findByRole('heading', { level: 1 });
  act(() => void showToast(toast));
  return { ...view, title: await screen.findByText(toast.title) };
}

describe('toasts', () => {
  it('shows one toast at a time, the newest replacing the older', async () => {
    const { title } = await showToastOnHomePage({ title: 'First' });
    expect(title).toBeInTheDocument();
    act(() => void showToast({ title: 'Second' }));

    expect(await screen.findByText('Second')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('First')).not.toBeInTheDocument());
  });

  it('closes with its close button', async () => {
    const { user } = await showToastOnHomePage({ title: 'Saved' });
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument());
  });

  it('closes with Escape', async () => {
    const { user } = await showToastOnHomePage({ title: 'Saved' });
    screen.getByRole('button', { name: 'Close' }).focus();
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument());
  });
});

describe('toasts pause while the page is hidden', () => {
  function setHidden(hidden: boolean) {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: hidden ? 'hidden' : 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  }

  it('keeps a toast past its time while hidden and lets it close once shown again', async () => {
    await showToastOnHomePage({ title: 'Order placed', duration: 200 });
    act(() => setHidden(true));
    await new Promise((wait) => setTimeout(wait, 400));
    expect(screen.getByText('Order placed')).toBeInTheDocument();

    // jsdom's window never has focus; a real one has it again when its page shows.
    const hasFocus = vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    act(() => setHidden(false));
    await waitFor(() => expect(screen.queryByText('Order placed')).not.toBeInTheDocument());
    Reflect.deleteProperty(document, 'visibilityState');
    hasFocus.mockRestore();
  });
});

describe('swiping a toast away (enableSwipeGestures, right past 50 px)', () => {
  async function showAndSwipe() {
    const { title } = await showToastOnHomePage({ title: 'Saved' });
    const toast = title.closest('li')!;
    const finger = { pointerId: 1, pointerType: 'touch', button: 0 };
    fireEvent.pointerDown(toast, { ...finger, clientX: 100, clientY: 10 });
    fireEvent.pointerMove(toast, { ...finger, clientX: 130, clientY: 10 });
    fireEvent.pointerMove(toast, { ...finger, clientX: 220, clientY: 10 });
    fireEvent.pointerUp(toast, { ...finger, clientX: 220, clientY: 10 });
    return toast;
  }

  it('closes a toast swiped to the right on a phone by default', async () => {
    setViewportWidth(phoneWidth);
    await showAndSwipe();

    await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument());
  });

  it('leaves it in place, unmoved, when the owner switched swiping off', async () => {
    setViewportWidth(phoneWidth);
    storeMobileSettings({ enableSwipeGestures: false });
    const toast = await showAndSwipe();

    await new Promise((wait) => setTimeout(wait, 200));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(toast).not.toHaveAttribute('data-swipe');
    // The other ways to close it still work.
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument());
  });

  it('keeps swiping on wider screens, which the setting does not concern', async () => {
    storeMobileSettings({ enableSwipeGestures: false });
    await showAndSwipe();

    await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument());
  });
});
