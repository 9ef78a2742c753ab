import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { UpdateAdminLanguageDocument } from '../../graphql/generated';
import type { Language } from '../../i18n/language';
import { server } from '../../testing/msw-server';
import { renderRoute } from '../../testing/render-route';
import { renderAdminRoute, testAdmin, verifiedAdmin } from '../testing/render-admin-route';

/** Records every language the back office saves for the owner, with the token it was sent with. */
function recordSaves() {
  const saves: Array<{ language: Language; authorization: string | null }> = [];
  server.use(
    graphql.mutation(UpdateAdminLanguageDocument, ({ variables, request }) => {
      saves.push({ language: variables.language, authorization: request.headers.get('authorization') });
      const admin = { __typename: 'Admin', id: testAdmin.id, language: variables.language };
      return HttpResponse.json({ data: { updateAdminLanguage: admin } });
    }),
  );
  return saves;
}

/** An owner signed in before, recorded with `language`: the saves the back office sends for them. */
function signedInOwner(language: Language) {
  localStorage.setItem('admin_token', 'test-admin-token');
  server.use(verifiedAdmin(language));
  return recordSaves();
}

/** Opens the back office in Arabic for an owner recorded with `language`: the saves it sends. */
async function openArabicBackOffice(language: Language) {
  const saves = signedInOwner(language);
  await renderRoute('/admin', { language: 'ar' });
  await screen.findByRole('heading', { level: 1, name: 'لوحة التحكم' });
  return saves;
}

/** Gives the page time to send a save it should not send. */
const aMoment = () => new Promise((resolve) => setTimeout(resolve, 50));

/** Clicks the header's language switch (the header arrives in a chunk of its own). */
const switchLanguage = async (user: { click: (element: Element) => Promise<void> }, to: RegExp) =>
  user.click((await screen.findAllByRole('link', { name: to }))[0]!);

// The owner's emails are written in the language they use the back office in.
describe("the owner's language, kept for their emails", () => {
  it('is saved when the owner switches the back office to Arabic, and back to English', async () => {
    const { user } = await renderAdminRoute('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
    const saves = recordSaves();

    await switchLanguage(user, /العربية/);
    await screen.findByRole('heading', { level: 1, name: 'لوحة التحكم' });
    await waitFor(() => expect(saves).toEqual([{ language: 'ar', authorization: 'Bearer test-admin-token' }]));

    await switchLanguage(user, /English/);
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
    await waitFor(() => expect(saves.map((save) => save.language)).toEqual(['ar', 'en']));
  });

  it('is saved when the recorded language differs from the one the back office opens in', async () => {
    const saves = await openArabicBackOffice('en');

    await waitFor(() => expect(saves.map((save) => save.language)).toEqual(['ar']));
    // Saved once: the answer updates the session's record, so nothing is sent again.
    await aMoment();
    expect(saves).toHaveLength(1);
  });

  it('is not sent when the back office opens in the recorded language', async () => {
    const saves = await openArabicBackOffice('ar');

    await aMoment();
    expect(saves).toEqual([]);
  });

  it('is not sent from the storefront, where the owner may read the shop as shoppers do', async () => {
    const saves = signedInOwner('en');
    const { user } = await renderRoute('/');
    await screen.findByRole('link', { name: 'Admin Panel' });

    await switchLanguage(user, /العربية/);
    await screen.findByRole('link', { name: 'لوحة التحكم' });
    await aMoment();
    expect(saves).toEqual([]);
  });
});
