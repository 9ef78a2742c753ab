import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/create-i18n';
import { BackOfficeManifest } from './back-office-manifest';

const manifestHref = () => document.head.querySelector('link[rel="manifest"]')?.getAttribute('href');

describe('BackOfficeManifest', () => {
  beforeEach(() => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/manifest.webmanifest';
    document.head.append(link);
  });
  afterEach(() => document.head.querySelector('link[rel="manifest"]')?.remove());

  it("links the back office's manifest in the page's language while mounted, and the shop's again after", async () => {
    const i18n = createI18n('en');
    const { unmount } = render(
      <I18nextProvider i18n={i18n}>
        <BackOfficeManifest />
      </I18nextProvider>,
    );
    expect(manifestHref()).toBe('/admin/manifest.webmanifest?lang=en');

    await act(() => i18n.changeLanguage('ar'));
    expect(manifestHref()).toBe('/admin/manifest.webmanifest?lang=ar');

    unmount();
    expect(manifestHref()).toBe('/manifest.webmanifest');
  });
});
