import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { SiteSettingsDocument } from '../graphql/generated';
import { expectDemoContactDetails } from '../testing/demo-contact';
import { buildSettings } from '../testing/fixtures';
import { storeMobileSettings } from '../testing/mobile-settings';
import { server } from '../testing/msw-server';
import { renderRoute } from '../testing/render-route';
import { phoneWidth, setViewportWidth } from '../testing/viewport';

const settingsFooterText = 'Home-made cakes, mixes and sweets.';
const phoneSettings = {
  footerTextMobile: 'Order by 8 pm,\nget it tomorrow.',
  contactInfoMobile: 'WhatsApp us 9 am to 9 pm',
};

async function footer() {
  const bar = within(await screen.findByRole('contentinfo'));
  await bar.findByText('Crumb Bakery');
  return bar;
}

describe('site footer', () => {
  it("shows the shop's name, text, contact details, Instagram and copyright from the settings", async () => {
    await renderRoute('/');

    const footer = within(await screen.findByRole('contentinfo'));
    expect(await footer.findByText('Crumb Bakery')).toBeInTheDocument();
    expect(footer.getByText('Home-made cakes, mixes and sweets.')).toBeInTheDocument();
    expectDemoContactDetails(footer);
    expect(footer.getByText('© 2025 Crumb Bakery. All rights reserved.')).toBeInTheDocument();
  });

  describe('on phones (footerTextMobile, contactInfoMobile)', () => {
    it("shows the owner's phone footer text and an extra line under the contact details", async () => {
      setViewportWidth(phoneWidth);
      storeMobileSettings(phoneSettings);
      await renderRoute('/');

      const bar = await footer();
      expect(bar.getByText(/^Order by 8 pm/).textContent).toBe(phoneSettings.footerTextMobile);
      expect(bar.queryByText(settingsFooterText)).not.toBeInTheDocument();
      const contactColumn = bar.getByRole('heading', { name: 'Contact Us' }).parentElement!;
      expect(within(contactColumn).getByText(phoneSettings.contactInfoMobile)).toBeInTheDocument();
      expect(within(contactColumn).getByText('Block 338, Adliya, Manama')).toBeInTheDocument();
    });

    it('shows the contact block for the extra line alone when the shop has no contact details', async () => {
      setViewportWidth(phoneWidth);
      storeMobileSettings(phoneSettings);
      server.use(
        graphql.query(SiteSettingsDocument, () =>
          HttpResponse.json({ data: { settings: buildSettings({ phone: '', email: '', address: '' }) } }),
        ),
      );
      await renderRoute('/');

      const bar = await footer();
      const contactColumn = bar.getByRole('heading', { name: 'Contact Us' }).parentElement!;
      expect(within(contactColumn).getByText(phoneSettings.contactInfoMobile)).toBeInTheDocument();
      expect(contactColumn.querySelector('dl')).toBeNull();
    });

    it('keeps the settings footer text and no extra line when the phone texts are empty', async () => {
      setViewportWidth(phoneWidth);
      storeMobileSettings({ footerTextMobile: ' ', contactInfoMobile: '' });
      await renderRoute('/');

      const bar = await footer();
      expect(bar.getByText(settingsFooterText)).toBeInTheDocument();
      const contactColumn = bar.getByRole('heading', { name: 'Contact Us' }).parentElement!;
      expect(contactColumn.children).toHaveLength(2);
    });

    it('leaves wider screens as they are', async () => {
      storeMobileSettings(phoneSettings);
      await renderRoute('/');

      const bar = await footer();
      expect(bar.getByText(settingsFooterText)).toBeInTheDocument();
      expect(bar.queryByText(/^Order by 8 pm/)).not.toBeInTheDocument();
      expect(bar.queryByText(phoneSettings.contactInfoMobile)).not.toBeInTheDocument();
    });
  });
});
