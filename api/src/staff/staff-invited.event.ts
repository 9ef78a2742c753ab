import type { AdminRole } from '../graphql/admin-role';
import type { Language } from '../localized/language';

/**
 * Someone was invited to the back office. Published once the invitation is stored, for the mail
 * feature to send them the link (mail/invitation-mail.ts); the link travels only in memory,
 * as the database keeps nothing but its token's hash.
 */
export class StaffInvited {
  constructor(
    readonly email: string,
    readonly role: AdminRole,
    readonly inviteUrl: string,
    readonly expiresAt: Date,
    /** The language of the back office the owner invited from: the mail is written in it. */
    readonly language: Language,
  ) {}
}
