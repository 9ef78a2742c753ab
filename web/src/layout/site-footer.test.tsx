import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../testing/render-route';

describe('site footer', () => {
  it("shows the shop's name, text, contact details, Instagram and copyright from the settings", async () => {
    await renderRoute('/');

    const footer = within(await screen.findByRole('contentinfo'));
    expect(await footer.findByText('Crumb Bakery')).toBeInTheDocument();
    expect(footer.getByText('Home-made cakes, mixes and sweets.')).toBeInTheDocument();
    expect(footer.getByRole('link', { name: '+973 3300 1122' })).toHaveAttribute('href', 'tel:+97333001122');
    expect(footer.getByRole('link', { name: 'hello@crumb.example' })).toHaveAttribute(
      'href',
      'mailto:hello@crumb.example',
    );
    expect(footer.getByText('Block 338, Adliya, Manama')).toBeInTheDocument();
    expect(footer.getByRole('link', { name: '@crumb.bh' })).toHaveAttribute('href', 'https://www.instagram.com/crumb.bh/');
    expect(footer.getByText('© 2025 Crumb Bakery. All rights reserved.')).toBeInTheDocument();
  });
});
