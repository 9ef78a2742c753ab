import type { FastifyInstance } from 'fastify';
import { SHOP_TIME_ZONE } from '@crumb/shared/shop-time';
import type { Language } from '../localized/language';
import type { StaffInvited } from '../staff/staff-invited.event';
import type { MailMessage } from './mailer';
import { rightToLeftLine } from './right-to-left-text';

interface InvitationTexts {
  subject: string;
  invited(role: string): string;
  setPassword: string;
  expires(at: string): string;
  ignore: string;
  roles: Record<StaffInvited['role'], string>;
  line: (text: string) => string;
}

const TEXTS: Record<Language, InvitationTexts> = {
  en: {
    subject: "Your invitation to the shop's back office",
    invited: (role) => `You have been invited to the shop's back office as ${role}.`,
    setPassword: 'Choose your password here to sign in:',
    expires: (at) => `The link works once, until ${at}.`,
    ignore: 'If you did not expect this, ignore this email.',
    roles: { owner: 'an owner', staff: 'staff (the orders and the To bake list)' },
    line: (text) => text,
  },
  ar: {
    subject: 'دعوتك إلى لوحة إدارة المتجر',
    invited: (role) => `دُعيت إلى لوحة إدارة المتجر بدور ${role}.`,
    setPassword: 'اختر كلمة مرورك هنا لتدخل:',
    expires: (at) => `يعمل الرابط مرة واحدة، حتى ${at}.`,
    ignore: 'إن لم تكن تتوقع هذه الرسالة فتجاهلها.',
    roles: { owner: 'مالك', staff: 'موظف (الطلبات وقائمة «للخَبز»)' },
    line: rightToLeftLine,
  },
};

/** The invitation as the invited person reads it, in the language the owner invited in. */
export function invitationMail(invited: StaffInvited): MailMessage {
  const texts = TEXTS[invited.language];
  const until = new Intl.DateTimeFormat(invited.language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
    numberingSystem: 'latn',
  }).format(invited.expiresAt);
  const text = [
    texts.line(texts.invited(texts.roles[invited.role])),
    '',
    texts.line(texts.setPassword),
    // The address alone on its line, without direction marks, so mail programs link all of it.
    invited.inviteUrl,
    '',
    texts.line(texts.expires(until)),
    texts.line(texts.ignore),
  ].join('\n');
  return { to: invited.email, subject: texts.subject, text };
}

/**
 * Sends the invitation without holding up the owner's answer: the link is shown to them too,
 * so a mail server that is down costs nothing but this mail, which is logged.
 */
export function mailInvitation(app: FastifyInstance, invited: StaffInvited): Promise<void> {
  app.mailer.sendInBackground(
    () => app.mailer.send(invitationMail(invited)),
    (error) => app.log.warn({ err: error, to: invited.email }, 'The invitation could not be mailed'),
  );
  return Promise.resolve();
}
