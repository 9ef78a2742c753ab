import { screen } from '@testing-library/react';
import { beforeAll } from 'vitest';
import type { Language } from '../../i18n/language';
import { renderAdminRoute } from './render-admin-route';

/**
 * The first visit of a lazily loaded back-office page compiles its modules (and the back office's),
 * which on a busy machine can outlast a test's wait for the page: the calling test file compiles
 * them once, before its tests.
 */
export function compileLazyAdminPage(loadPageModule: () => Promise<unknown>) {
  beforeAll(async () => {
    await Promise.all([import('../admin-app'), loadPageModule()]);
  }, 60_000);
}

/**
 * The opener of a lazily loaded back-office page at `path`: it renders the page for the signed-in
 * owner and waits for its heading, its modules compiled before the file's tests.
 */
export function lazyAdminPage(path: string, loadPageModule: () => Promise<unknown>) {
  compileLazyAdminPage(loadPageModule);

  return async function openPage(language: Language = 'en') {
    const view = await renderAdminRoute(path, { language });
    await screen.findByRole('heading', { level: 1 });
    return view;
  };
}
