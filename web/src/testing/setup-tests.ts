import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { closeLoginDialog } from '../auth/login-dialog-state';
import { i18n } from '../i18n/i18n';
import { defaultLanguage } from '../i18n/language';
import { forgetAnswers } from '../shared/query-policy';
import { resetToasts } from '../shared/toast/toast-store';
import { server } from './msw-server';
import { desktopWidth, installMatchMedia, setViewportWidth } from './viewport';

// Pages are lazily loaded chunks: the first visit of a route in a test file compiles its
// modules, which can take longer than Testing Library's default second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// Any GraphQL call without a handler fails the test instead of reaching the network.
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  installMatchMedia();
  // jsdom cannot scroll; the router's scroll restoration calls this on every page.
  window.scrollTo = () => undefined;
  // Nor capture pointers, which Radix Toast does to follow a swipe.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
});

afterEach(async () => {
  cleanup();
  server.resetHandlers();
  setViewportWidth(desktopWidth);
  await i18n.changeLanguage(defaultLanguage);
  localStorage.clear();
  sessionStorage.clear();
  resetToasts();
  // The login dialog's open state lives outside React, so it would outlast the test.
  closeLoginDialog();
  forgetAnswers();
  // A test that froze the clock and forgot to let it go would freeze the files after it too.
  vi.useRealTimers();
});

afterAll(() => server.close());
