import type { EntityManager } from '@mikro-orm/core';

/** The account a unit of work changes the shop for: who signed in, as the request proved it. */
export interface ActingAccount {
  id: number;
  email: string;
}

/**
 * Where an EntityManager keeps its acting account: its logger context, which MikroORM copies into
 * every fork of it, the forks of its transactions included. So whatever a service writes through
 * the request's EntityManager, or a transaction begun from it, still knows who asked.
 */
const KEY = 'actingAccount';

/** Marks `em` (and the forks made from it from now on) as working for `account`. */
export function actAs(em: EntityManager, account: ActingAccount | null): void {
  const context = em.getLoggerContext<Record<string, unknown>>();
  em.setLoggerContext({ ...context, [KEY]: account ? { id: account.id, email: account.email } : null });
}

/** The account `em` works for, or null when nobody signed in (a shopper, start-up, a job). */
export function actingAccountOf(em: EntityManager): ActingAccount | null {
  const account = em.getLoggerContext<Record<string, unknown>>()[KEY];
  if (!account || typeof account !== 'object') return null;
  const { id, email } = account as Partial<ActingAccount>;
  return typeof id === 'number' && typeof email === 'string' ? { id, email } : null;
}
