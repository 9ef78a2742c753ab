import type { EntityManager } from '@mikro-orm/postgresql';
import { SignedIn, SignedOut, SignInFailed } from '../auth/session-events';
import { reaction } from '../events/reaction';
import { ActivityEntry, type FieldValues } from './activity-entry.entity';
import { ActivityAction, ActivityEntity } from './activity-kinds';

interface SessionEntry {
  action: ActivityAction;
  actorId: number | null;
  actorEmail: string;
  accountId: number | null;
  address: string;
  /** What a sign-out ended: `{sessions: 'this' | 'another' | 'others' | 'all'}`. */
  after?: FieldValues;
}

/**
 * Writes a session's entry with `em`: in its transaction when it has one (signing out other
 * devices), else at once. A refused sign-in's entry is written before the refusal is answered,
 * so it stays.
 */
async function recordSession(em: EntityManager, entry: SessionEntry): Promise<void> {
  await em.insert(ActivityEntry, {
    at: new Date(),
    actorId: entry.actorId,
    actorEmail: entry.actorEmail,
    action: entry.action,
    entity: ActivityEntity.account,
    entityId: entry.accountId,
    label: entry.actorEmail,
    before: null,
    after: entry.after ?? null,
    address: entry.address,
  });
}

/**
 * Sign-ins, refused sign-ins and sign-outs, with the client address. A refused one names the
 * email typed, not an account: whoever typed it is not known to be its owner.
 */
export const activitySessionReactions = [
  reaction(SignedIn, ({ em, account, address }) =>
    recordSession(em, {
      action: ActivityAction.signIn,
      actorId: account.id,
      actorEmail: account.email,
      accountId: account.id,
      address,
    }),
  ),
  reaction(SignInFailed, ({ em, email, accountId, address }) =>
    recordSession(em, { action: ActivityAction.signInFailed, actorId: null, actorEmail: email, accountId, address }),
  ),
  reaction(SignedOut, ({ em, account, address, ended }) =>
    recordSession(em, {
      action: ActivityAction.signOut,
      actorId: account.id,
      actorEmail: account.email,
      accountId: account.id,
      address,
      after: { sessions: ended },
    }),
  ),
];
