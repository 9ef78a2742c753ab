import type { EntityManager } from '@mikro-orm/postgresql';

/** The account a session event is about, as it was at that moment. */
export interface SessionAccount {
  id: number;
  email: string;
}

/**
 * Someone signed in with the right password. Published once the token is theirs, for the
 * activity record (activity/), with the client address the sign-in came from.
 */
export class SignedIn {
  constructor(
    readonly em: EntityManager,
    readonly account: SessionAccount,
    readonly address: string,
  ) {}
}

/**
 * A sign-in was refused: an unknown email, a wrong password, or a disabled account (the
 * throttle's refusals are not sign-ins tried: they never reach the password). `accountId` is
 * the account the email names, if any.
 */
export class SignInFailed {
  constructor(
    readonly em: EntityManager,
    readonly email: string,
    readonly accountId: number | null,
    readonly address: string,
  ) {}
}

/**
 * Which sessions a sign-out ended: the one in use (logout), another one, every other one, or
 * all of the account's (sessions/).
 */
export type SignOutScope = 'this' | 'another' | 'others' | 'all';

/** An account signed out one session or several, from the client address of the request that did. */
export class SignedOut {
  constructor(
    readonly em: EntityManager,
    readonly account: SessionAccount,
    readonly address: string,
    readonly ended: SignOutScope,
  ) {}
}
