import { createHash, randomBytes } from 'node:crypto';

/** How long an invitation link works: long enough to reach someone over a weekend, short enough to go stale. */
export const INVITATION_LIFETIME_HOURS = 72;

/** A new unguessable token for an invitation link (256 random bits, URL-safe). */
export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so a leaked table opens no account. */
export function invitationTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The back office's page where the invited person sets their password. */
export function invitationUrl(origin: string, token: string): string {
  return `${origin}/admin/accept?token=${encodeURIComponent(token)}`;
}
