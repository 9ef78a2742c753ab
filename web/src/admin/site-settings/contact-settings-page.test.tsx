import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openSettingsForm, openSettingsPage, retype, saveSettings, textbox } from './settings-testing';

describe('Contact Information (/admin/contact)', () => {
  it('edits the phone (tel), email (email) and address, all required, and the Instagram handle', async () => {
    await openSettingsPage('/admin/contact');

    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Information' })).toBeInTheDocument();
    expect(textbox('Phone Number')).toHaveAttribute('type', 'tel');
    expect(textbox('Email Address')).toHaveAttribute('type', 'email');
    for (const label of ['Phone Number', 'Email Address', 'Business Address (English)']) {
      expect(textbox(label)).toBeRequired();
    }
    // The address is written in both languages; only the English one is required.
    expect(textbox('Business Address (Arabic)')).toHaveValue('مجمع 338، العدلية، المنامة');
    expect(textbox('Business Address (Arabic)')).not.toBeRequired();
    expect(textbox('Business Address (Arabic)')).toHaveAttribute('lang', 'ar');
    expect(screen.queryByRole('textbox', { name: /Phone Number \(/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Instagram Handle')).not.toBeRequired();
    expect(screen.getByLabelText('Instagram Handle')).toHaveValue('crumb.bh');
  });

  it('sends its four fields and the Arabic address, then shows what the server kept', async () => {
    const { saves, user, field: phone } = await openSettingsForm('/admin/contact', 'Phone Number');

    await retype(user, phone, '+973 1700 0000');
    await retype(user, screen.getByLabelText('Instagram Handle'), 'crumb.sweets ');
    await retype(user, textbox('Business Address (Arabic)'), 'مجمع 338، العدلية');
    await saveSettings(user, 'Save Contact Information', 'Contact information updated successfully!');

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
});
