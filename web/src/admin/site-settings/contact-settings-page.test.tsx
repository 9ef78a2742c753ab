import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminRoute } from '../testing/render-admin-route';
import { failSettingsLoad, refuseSaves, serveSettings } from './settings-testing';

const textbox = (name: string) => screen.getByRole('textbox', { name });

describe('Contact Information (/admin/contact)', () => {
  it('edits the phone (tel), email (email) and address, all required, and the Instagram handle', async () => {
    serveSettings();
    await renderAdminRoute('/admin/contact');

    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Information' })).toBeInTheDocument();
    expect(textbox('Phone Number')).toHaveAttribute('type', 'tel');
    expect(textbox('Email Address')).toHaveAttribute('type', 'email');
    for (const label of ['Phone Number', 'Email Address', 'Business Address (English)']) {
      expect(textbox(label)).toBeRequired();
    }
    // The address is written in both languages; only the English one is required (SPEC §5).
    expect(textbox('Business Address (Arabic)')).toHaveValue('مجمع 338، العدلية، المنامة');
    expect(textbox('Business Address (Arabic)')).not.toBeRequired();
    expect(textbox('Business Address (Arabic)')).toHaveAttribute('lang', 'ar');
    expect(screen.queryByRole('textbox', { name: /Phone Number \(/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Instagram Handle')).not.toBeRequired();
    expect(screen.getByLabelText('Instagram Handle')).toHaveValue('crumb.bh');
  });

  it("says 'Error Loading Settings' with the way back to /admin when the settings do not load", async () => {
    failSettingsLoad();
    await renderAdminRoute('/admin/contact');

    expect(await screen.findByRole('heading', { name: 'Error Loading Settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin' })).toHaveAttribute('href', '/admin');
  });

  it('refuses a blank address before sending anything', async () => {
    const saves = serveSettings();
    const { user } = await renderAdminRoute('/admin/contact');
    const address = await screen.findByRole('textbox', { name: 'Business Address (English)' });

    await user.clear(address);
    await user.type(address, '   ');
    await user.click(screen.getByRole('button', { name: 'Save Contact Information' }));

    expect(await screen.findByText('Business Address (English) is required')).toBeInTheDocument();
    expect(address).toHaveFocus();
    expect(saves).toEqual([]);
  });

  it('sends its four fields and the Arabic address, then shows what the server kept', async () => {
    const saves = serveSettings();
    const { user } = await renderAdminRoute('/admin/contact');
    const phone = await screen.findByRole('textbox', { name: 'Phone Number' });

    await user.clear(phone);
    await user.type(phone, '+973 1700 0000');
    await user.clear(screen.getByLabelText('Instagram Handle'));
    await user.type(screen.getByLabelText('Instagram Handle'), 'crumb.sweets ');
    await user.clear(textbox('Business Address (Arabic)'));
    await user.type(textbox('Business Address (Arabic)'), 'مجمع 338، العدلية');
    await user.click(screen.getByRole('button', { name: 'Save Contact Information' }));

    expect(await screen.findByText('Contact information updated successfully!')).toBeInTheDocument();
    expect(saves).toEqual([
      {
        input: {
          phone: '+973 1700 0000',
          email: 'hello@crumb.example',
          address: 'Block 338, Adliya, Manama',
          instagram: 'crumb.sweets',
          ar: { address: 'مجمع 338، العدلية' },
        },
      },
    ]);
    expect(screen.getByLabelText('Instagram Handle')).toHaveValue('crumb.sweets');
  });

  it("says 'Failed to update contact info: ' and the server's reason", async () => {
    serveSettings();
    refuseSaves('Enter a valid email address');
    const { user } = await renderAdminRoute('/admin/contact');

    await user.click(await screen.findByRole('button', { name: 'Save Contact Information' }));

    expect(await screen.findByText('Failed to update contact info: Enter a valid email address')).toBeInTheDocument();
  });
});
