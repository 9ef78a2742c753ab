import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AboutSettingsDocument } from '../graphql/generated';
import { expectDemoContactDetails } from '../testing/demo-contact';
import { buildAboutSettings } from '../testing/fixtures';
import { failingQuery } from '../testing/handlers';
import { server } from '../testing/msw-server';
import { storeMobileSettings } from '../testing/mobile-settings';
import { renderRoute } from '../testing/render-route';
import { phoneWidth, setViewportWidth } from '../testing/viewport';

function answerAbout(overrides: Parameters<typeof buildAboutSettings>[0]) {
  server.use(
    graphql.query(AboutSettingsDocument, () =>
      HttpResponse.json({ data: { settings: buildAboutSettings(overrides) } }),
    ),
  );
}

describe('about page', () => {
  it("introduces the owner: photo, 'Meet' and the name, the message and our two paragraphs", async () => {
    await renderRoute('/about');

    expect(await screen.findByRole('heading', { name: 'Meet Mariam Al-Sayed' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Mariam Al-Sayed, the baker behind the shop' })).toHaveAttribute(
      'src',
      '/uploads/demo/owner.jpg',
    );
    expect(screen.getByText('Every order is still baked by hand.')).toBeInTheDocument();
    expect(screen.getByText(/^Every cake starts the same way/)).toBeInTheDocument();
    expect(screen.getByText(/^From a home kitchen/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'About Crumb' })).toBeInTheDocument();
  });

  it('uses the owner paragraphs from the settings keys ownerProfessionalBio and ownerAchievements', async () => {
    answerAbout({ ownerProfessionalBio: 'Trained in Paris.', ownerAchievements: 'Best cake of Manama 2024.' });
    await renderRoute('/about');

    expect(await screen.findByText('Trained in Paris.')).toBeInTheDocument();
    expect(screen.getByText('Best cake of Manama 2024.')).toBeInTheDocument();
    expect(screen.queryByText(/^Every cake starts the same way/)).not.toBeInTheDocument();
  });

  it('shows the default owner picture when there is no photo', async () => {
    answerAbout({ ownerImage: null });
    await renderRoute('/about');

    const photo = await screen.findByRole('img', { name: 'Mariam Al-Sayed, the baker behind the shop' });
    // The bundled picture (inlined as data by the build when small).
    expect(photo.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/default-owner|^data:image\/svg\+xml/),
    );
  });

  it('lists phone, email, address, Instagram and Facebook under Get in Touch', async () => {
    await renderRoute('/about');

    const contact = within(await screen.findByRole('region', { name: 'Get in Touch' }));
    expectDemoContactDetails(contact);
    expect(contact.getByRole('link', { name: 'CrumbBakery' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/CrumbBakery',
    );
  });

  it('hides the subtitle when it is empty', async () => {
    answerAbout({ aboutSubtitle: '' });
    await renderRoute('/about');

    await screen.findByRole('heading', { level: 1, name: 'About Crumb' });
    expect(screen.queryByText('A small bakery with a big oven')).not.toBeInTheDocument();
  });

  describe('on phones (aboutTextMobile)', () => {
    const ownerMessage = 'Every order is still baked by hand.';
    const phoneText = 'Baked by hand,\nsince 2015.';

    it("shows the owner's phone text in place of the message", async () => {
      setViewportWidth(phoneWidth);
      storeMobileSettings({ aboutTextMobile: phoneText });
      await renderRoute('/about');

      await screen.findByRole('heading', { name: 'Meet Mariam Al-Sayed' });
      expect(screen.getByText(/^Baked by hand/).textContent).toBe(phoneText);
      expect(screen.queryByText(ownerMessage)).not.toBeInTheDocument();
    });

    it('shows it even when the settings have no message', async () => {
      setViewportWidth(phoneWidth);
      storeMobileSettings({ aboutTextMobile: phoneText });
      answerAbout({ ownerMessage: '' });
      await renderRoute('/about');

      expect(await screen.findByText(/^Baked by hand/)).toBeInTheDocument();
    });

    it('keeps the message when the phone text is empty', async () => {
      setViewportWidth(phoneWidth);
      storeMobileSettings({ aboutTextMobile: '  ' });
      await renderRoute('/about');

      expect(await screen.findByText(ownerMessage)).toBeInTheDocument();
    });

    it('leaves wider screens as they are', async () => {
      storeMobileSettings({ aboutTextMobile: phoneText });
      await renderRoute('/about');

      expect(await screen.findByText(ownerMessage)).toBeInTheDocument();
      expect(screen.queryByText(/^Baked by hand/)).not.toBeInTheDocument();
    });
  });

  it('shows Unable to Load About Page when the settings fail', async () => {
    server.use(failingQuery(AboutSettingsDocument));
    await renderRoute('/about');

    expect(await screen.findByRole('heading', { level: 1, name: 'Unable to Load About Page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
