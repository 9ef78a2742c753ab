import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SendTestEmailDocument } from '@crumb/shared/shared-operations';
import { serverFault } from '../../testing/api-errors';
import { serveHeld } from '../../testing/held-answer';
import { plainText } from '../../testing/plain-text';
import { renderAdminRoute } from '../testing/render-admin-route';
import {
  holdSettingsLoad,
  imageFile,
  openSettingsForm,
  retype,
  saveSettings,
  serveSettings,
  textbox,
} from './settings-testing';

function answerTestEmail(answer: { success: boolean; message: string } | 'server fault') {
  return serveHeld((held) =>
    graphql.mutation(
      SendTestEmailDocument,
      held(() => {
        if (answer === 'server fault') return serverFault();
        const sendTestEmail = { __typename: 'TestEmailResult', ...answer };
        return HttpResponse.json({ data: { sendTestEmail } });
      }),
    ),
  );
}

describe('Site Settings (/admin/settings)', () => {
  it("shows 'Loading settings...', then the four sections under 'Back to Dashboard'", async () => {
    serveSettings();
    const release = holdSettingsLoad();
    await renderAdminRoute('/admin/settings');

    expect(await screen.findByText('Loading settings...')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Site Settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin');
    const hero = within(screen.getByRole('group', { name: 'Hero Section' }));
    expect(hero.getByRole('textbox', { name: 'Hero Title (English)' })).toHaveValue('Baked Fresh Every Morning');
    expect(hero.getByRole('textbox', { name: 'Hero Title (Arabic)' })).toHaveValue('مخبوزات طازجة كل صباح');
    const owner = within(screen.getByRole('group', { name: 'Owner Section' }));
    expect(owner.getByRole('textbox', { name: 'Owner Name (English)' })).toHaveValue('Mariam Al-Sayed');
    expect(owner.getByRole('textbox', { name: 'Owner Name (Arabic)' })).toHaveValue('مريم السيد');
    expect(owner.getByRole('textbox', { name: 'Owner Message (Arabic)' })).toHaveAttribute('dir', 'rtl');
    expect(owner.getByRole('textbox', { name: 'Professional Bio (English)' })).toHaveValue('');
    expect(owner.getByRole('textbox', { name: 'Achievements (English)' })).toHaveValue(
      'Twenty years of birthday cakes.',
    );
    expect(owner.getByRole('textbox', { name: 'Achievements (Arabic)' })).toHaveValue('');
    const contact = within(screen.getByRole('group', { name: 'Contact Information' }));
    expect(contact.getByRole('textbox', { name: 'Phone Number' })).toHaveAttribute('type', 'tel');
    expect(contact.getByRole('textbox', { name: 'Email Address' })).toHaveAttribute('type', 'email');
    for (const label of ['Phone Number', 'Email Address', 'Business Address (English)']) {
      expect(contact.getByRole('textbox', { name: label })).toBeRequired();
    }
    expect(contact.getByRole('textbox', { name: 'Business Address (Arabic)' })).not.toBeRequired();
    const social = within(screen.getByRole('group', { name: 'Social Media' }));
    expect(social.getByLabelText('Instagram Handle')).toHaveValue('crumb.bh');
    expect(social.getByLabelText('Facebook Page')).toHaveValue('CrumbBakery');
  });

  it('sends its eleven fields, trimmed, the Arabic texts in ar, and the owner photo chosen; then says so', async () => {
    const { saves, user, field: ownerName } = await openSettingsForm('/admin/settings', 'Owner Name (English)');

    await retype(user, ownerName, ' Mariam ');
    await user.type(textbox('Professional Bio (English)'), 'Trained in Paris.');
    await user.type(textbox('Professional Bio (Arabic)'), ' تعلّمت الخبز في باريس. ');
    await user.upload(screen.getByLabelText('Owner Photo'), imageFile('mariam.png'));
    await saveSettings(user, 'Save Changes', 'Settings updated successfully!');

    expect(saves).toHaveLength(1);
    const [{ input, ...images }] = saves as [(typeof saves)[number]];
    expect(input).toEqual({
      heroTitle: 'Baked Fresh Every Morning',
      heroSubtitle: 'Cakes and sweets made with love in Manama',
      ownerName: 'Mariam',
      ownerMessage: 'Every order is still baked by hand.',
      ownerProfessionalBio: 'Trained in Paris.',
      ownerAchievements: 'Twenty years of birthday cakes.',
      phone: '+973 3300 1122',
      email: 'hello@crumb.example',
      address: 'Block 338, Adliya, Manama',
      instagram: 'crumb.bh',
      facebook: 'CrumbBakery',
      ar: {
        heroTitle: 'مخبوزات طازجة كل صباح',
        heroSubtitle: 'كيك وحلويات نسويها بحب في المنامة',
        ownerName: 'مريم السيد',
        ownerMessage: 'كل طلب لين اليوم نخبزه بإيدنا.',
        ownerProfessionalBio: 'تعلّمت الخبز في باريس.',
        ownerAchievements: '',
        address: 'مجمع 338، العدلية، المنامة',
      },
    });
    expect(Object.keys(images)).toEqual(['ownerImage']);
    expect(images.ownerImage).toBeInstanceOf(File);
  });

  it('names each blank contact field and sends nothing', async () => {
    const { saves, user, field: phone } = await openSettingsForm('/admin/settings', 'Phone Number');

    await retype(user, phone, '  ');
    await retype(user, textbox('Business Address (English)'), ' ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Phone Number is required')).toBeInTheDocument();
    expect(screen.getByText('Business Address (English) is required')).toBeInTheDocument();
    expect(screen.queryByText('Email Address is required')).not.toBeInTheDocument();
    expect(phone).toHaveFocus();
    expect(saves).toEqual([]);

    await user.type(phone, '17001700');
    expect(screen.queryByText('Phone Number is required')).not.toBeInTheDocument();
  });

  describe('Test Email', () => {
    it("says 'Testing email system...', then names the stored address it went to", async () => {
      serveSettings();
      const release = answerTestEmail({ success: true, message: 'Test email sent to hello@crumb.example' });
      const { user } = await renderAdminRoute('/admin/settings');

      await user.type(await screen.findByRole('textbox', { name: 'Email Address' }), '.unsaved');
      await user.click(screen.getByRole('button', { name: 'Test Email' }));

      expect(await screen.findByText('Testing email system...')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Test Email' })).toBeDisabled();
      release();
      expect(
        await screen.findByText('Test email sent successfully! Check hello@crumb.example', { normalizer: plainText }),
      ).toBeInTheDocument();
    });

    it("shows the server's answer when the mail did not go out", async () => {
      serveSettings();
      answerTestEmail({ success: false, message: 'No shop email is set in the settings' })();
      const { user } = await renderAdminRoute('/admin/settings');

      await user.click(await screen.findByRole('button', { name: 'Test Email' }));

      expect(await screen.findByText('Email test failed: No shop email is set in the settings')).toBeInTheDocument();
    });

    it("says 'Unknown error' when the call fails without a reason", async () => {
      serveSettings();
      answerTestEmail('server fault')();
      const { user } = await renderAdminRoute('/admin/settings');

      await user.click(await screen.findByRole('button', { name: 'Test Email' }));

      expect(await screen.findByText('Email test failed: Unknown error')).toBeInTheDocument();
    });
  });
});
