import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { i18n } from '../i18n/i18n';
import { defaultLanguage } from '../i18n/language';
import { server } from './msw-server';
import { desktopWidth, installMatchMedia, setViewportWidth } from './viewport';

// Any GraphQL call without a handler fails the test instead of reaching the network.
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  installMatchMedia();
  // jsdom cannot scroll; the router's scroll restoration calls this on every page.
  window.scrollTo = () => undefined;
});

afterEach(async () => {
  cleanup();
  server.resetHandlers();
  setViewportWidth(desktopWidth);
  await i18n.changeLanguage(defaultLanguage);
  localStorage.clear();
});

afterAll(() => server.close());
