import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { SiteSettingsDocument } from '../graphql/generated';
import { buildSettings, demoCategories } from '../testing/fixtures';
import { failingQuery } from '../testing/handlers';
import { serveHeld } from '../testing/held-answer';
import { server } from '../testing/msw-server';
import { storeMobileSettings } from '../testing/mobile-settings';
import { renderRoute } from '../testing/render-route';
import { phoneWidth, setViewportWidth } from '../testing/viewport';

function answerSettings(overrides: Parameters<typeof buildSettings>[0]) {
  server.use(
    graphql.query(SiteSettingsDocument, () => HttpResponse.json({ data: { settings: buildSettings(overrides) } })),
  );
}

describe('home page', () => {
  it('shows a spinner until the page data arrives', async () => {
    const answer = serveHeld((held) =>
      graphql.query(
        SiteSettingsDocument,
        held(() => HttpResponse.json({ data: { settings: buildSettings() } })),
      ),
    );

    await renderRoute('/');

    const main = await screen.findByRole('main');
    expect(within(main).getByRole('status')).toHaveTextContent('Loading...');
    answer();
    expect(await within(main).findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(within(main).queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the hero title and subtitle from the settings with an Order Now link to the products', async () => {
    await renderRoute('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Baked Fresh Every Morning' })).toBeInTheDocument();
    expect(screen.getByText('Cakes and sweets made with love in Manama')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', '/products');
  });

  it('uses the default subtitle when the settings have none', async () => {
    answerSettings({ heroSubtitle: '' });

    await renderRoute('/');

    expect(await screen.findByText('Delicious sweets delivered to your door')).toBeInTheDocument();
  });

  it('lists the homepage categories with Explore Collection links to their products', async () => {
    await renderRoute('/');

    const section = within(await screen.findByRole('region', { name: 'Shop by Category' }));
    const cards = section.getAllByRole('article');
    expect(cards).toHaveLength(demoCategories.length);
    demoCategories.forEach((category, index) => {
      const card = within(cards[index]!);
      expect(card.getByRole('heading', { name: category.name })).toBeInTheDocument();
      expect(card.getByRole('link', { name: 'Explore Collection' })).toHaveAttribute(
        'href',
        `/products?category=${category.id}`,
      );
    });
    expect(within(cards[0]!).getByText('Layered cakes for every occasion')).toBeInTheDocument();
  });

  it('shows the homepage display image before the category image', async () => {
    await renderRoute('/');

    expect(await screen.findByRole('img', { name: 'Baking Mixes' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/mixes-wide.jpg',
    );
    expect(screen.getByRole('img', { name: 'Celebration Cakes' })).toHaveAttribute('src', '/uploads/demo/cakes.jpg');
  });

  it('words the category links View Items on phones', async () => {
    setViewportWidth(phoneWidth);

    await renderRoute('/');

    const links = await screen.findAllByRole('link', { name: 'View Items' });
    expect(links).toHaveLength(demoCategories.length);
    expect(screen.queryByRole('link', { name: 'Explore Collection' })).not.toBeInTheDocument();
  });

  describe('welcome message on phones (welcomeMessageMobile)', () => {
    const welcome = 'Welcome back!\nFresh croissants every Friday.';

    /** What follows the hero banner: the welcome when there is one, else the categories. */
    async function afterHero() {
      const hero = (await screen.findByRole('heading', { level: 1 })).closest('section')!;
      return hero.nextElementSibling!;
    }

    it("shows the owner's welcome right under the hero, its line breaks kept", async () => {
      setViewportWidth(phoneWidth);
      storeMobileSettings({ welcomeMessageMobile: `  ${welcome}  ` });

      await renderRoute('/');

      expect((await afterHero()).textContent).toBe(welcome);
    });

    it('goes straight on to the categories when the message is empty', async () => {
      setViewportWidth(phoneWidth);
      storeMobileSettings({ welcomeMessageMobile: '   ' });

      await renderRoute('/');

      expect(await afterHero()).toBe(screen.getByRole('region', { name: 'Shop by Category' }));
    });

    it('leaves wider screens as they are', async () => {
      storeMobileSettings({ welcomeMessageMobile: welcome });

      await renderRoute('/');

      expect(await afterHero()).toBe(screen.getByRole('region', { name: 'Shop by Category' }));
    });
  });

  it('shows Unable to Load Page with a Try Again button that reloads when the settings fail', async () => {
    server.use(failingQuery(SiteSettingsDocument));
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });

    const { user } = await renderRoute('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Unable to Load Page' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Order Now' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
