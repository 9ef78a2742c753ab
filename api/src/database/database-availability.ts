import { ConnectionException } from '@mikro-orm/core';
import type { FastifyBaseLogger } from 'fastify';
import { ServiceUnavailableError } from '../errors/domain-errors';

/** What a caller reads while the database is away (REST `{error}`, GraphQL message). */
export const DATABASE_UNAVAILABLE_MESSAGE = "The shop's database is unavailable. Please try again shortly.";

/** The GraphQL `extensions.code` of that failure; the REST facade maps it to 503. */
export const DATABASE_UNAVAILABLE_CODE = 'SERVICE_UNAVAILABLE';

/** Sent as `Retry-After` with every 503: long enough for a restart or a fail-over to finish. */
export const RETRY_AFTER_SECONDS = 5;

/** Socket-level failures: the server refused, dropped or never answered the connection. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNABORTED',
]);

/**
 * PostgreSQL's own "not now" answers, for an error that carries the code without the server's
 * severity (a driver's or a proxy's): class 08 (connection exception), the server shutting down
 * or starting up (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now) and too
 * many connections (53300). Constraint or syntax errors are never in here: those are bugs or
 * rules, and keep their own answers.
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;

/**
 * pg and knex report a lost or hung connection only in words (knex puts the statement in front:
 * "BEGIN; - Connection terminated unexpectedly").
 */
const UNAVAILABLE_MESSAGES = [
  /(^|- )Connection terminated/, // pg: the socket closed under a query ("... unexpectedly", "... due to connection timeout")
  /(^|- )timeout expired$/, // pg: no answer while connecting within connectionTimeoutMillis
  /(^|- )timeout exceeded when trying to connect/, // pg-pool's wording of the same
  /(^|- )Client (has encountered a connection error|was closed) and is not queryable/, // pg: a client whose connection is gone
  /^Knex: Timeout acquiring a connection/, // the pool waited for a connection that never came
];

/**
 * The server ends the session with FATAL (or PANIC): after that the connection is gone. An ERROR
 * ends only the statement, on a connection that still answers: whatever its SQLSTATE (an
 * 08P01 'invalid message format' for a text the protocol could not carry, say), it is never an
 * outage, and telling the client to retry would be telling it to repeat what can never succeed.
 */
const SESSION_ENDING_SEVERITIES = new Set(['FATAL', 'PANIC']);

function looksUnavailable(error: Error & { code?: unknown; severity?: unknown; name: string }): boolean {
  if (error instanceof ConnectionException || error.name === 'KnexTimeoutError') return true;
  // An answer from the server itself: its severity says whether the connection survived it.
  if (typeof error.severity === 'string') return SESSION_ENDING_SEVERITIES.has(error.severity);
  if (typeof error.code === 'string' && (NETWORK_CODES.has(error.code) || UNAVAILABLE_SQLSTATE.test(error.code)))
    return true;
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(error.message));
}

/**
 * knex hands out a transaction whose BEGIN already failed (the connection died under it); its
 * next query fails with this instead of the real reason. Alone it may also be a bug (a query
 * after commit), so it counts as an outage only while one is known (see `explains`).
 */
const DEAD_TRANSACTION = /^Transaction query already complete/;

function isDeadTransactionError(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  if (DEAD_TRANSACTION.test(error.message)) return true;
  return (
    isDeadTransactionError((error as Error & { originalError?: unknown }).originalError, depth + 1) ||
    isDeadTransactionError(error.cause, depth + 1)
  );
}

/**
 * Whether an error means "the database cannot be reached right now" rather than a bug or a
 * rule. Looks through the wrappers on the way up (GraphQL's originalError, `cause`, the
 * AggregateError Node raises when every address of a host refuses).
 */
export function isDatabaseUnavailableError(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  // Another service's outage (the image bucket) carries its refused connection as `cause`: not the database's.
  if (error instanceof ServiceUnavailableError) return false;
  if (looksUnavailable(error)) return true;
  const wrapped = error as Error & { originalError?: unknown; errors?: unknown };
  if (
    isDatabaseUnavailableError(wrapped.originalError, depth + 1) ||
    isDatabaseUnavailableError(error.cause, depth + 1)
  )
    return true;
  return Array.isArray(wrapped.errors) && wrapped.errors.some((inner) => isDatabaseUnavailableError(inner, depth + 1));
}

export interface DatabaseAvailabilityOptions {
  /** Runs one trivial query; rejects when the database does not answer. */
  ping: () => Promise<unknown>;
  log: FastifyBaseLogger;
  /** How long a ping may take before the database counts as unreachable. */
  timeoutMs?: number;
  /** While unreachable, how often to ping to notice the end of the outage. */
  recheckMs?: number;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  // Without the statement knex puts in front ("BEGIN; - Connection terminated unexpectedly").
  const firstLine = (error.message.split('\n')[0] ?? '').replace(/^.* - (?=\S)/, '') || error.name;
  return typeof code === 'string' && !firstLine.includes(code) ? `${code} ${firstLine}` : firstLine;
}

/**
 * Whether the database answers, as the requests and the readiness check see it. An outage is
 * logged once when it starts (warn) and once when it ends (info), however many requests fail
 * in between; while it lasts a ping every `recheckMs` notices the end, so the "reachable again"
 * line does not wait for traffic.
 */
export class DatabaseAvailability {
  private unreachableSince: Date | null = null;
  /** When a statement last got its answer (ms since the epoch); 0 before any. */
  private lastAnswerAt = 0;
  private pending: Promise<boolean> | null = null;
  private recheck: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly timeoutMs: number;
  private readonly recheckMs: number;

  constructor(private readonly options: DatabaseAvailabilityOptions) {
    this.timeoutMs = options.timeoutMs ?? 2000;
    this.recheckMs = options.recheckMs ?? 1000;
  }

  get available(): boolean {
    return this.unreachableSince === null;
  }

  /**
   * Whether the database's absence explains this failure: a connection error, or the dead
   * transaction a connection error left behind while an outage is on.
   */
  explains(error: unknown): boolean {
    return isDatabaseUnavailableError(error) || (!this.available && isDeadTransactionError(error));
  }

  /** A request failed because the database is unreachable: starts the outage if none is on. */
  reportFailure(error: unknown): void {
    if (this.unreachableSince !== null || this.closed) return;
    this.unreachableSince = new Date();
    this.options.log.warn(`database unreachable: ${reasonOf(error)}`);
    this.scheduleRecheck();
  }

  /** A statement was answered: the database is there (see `check`). */
  reportAnswer(): void {
    this.lastAnswerAt = Date.now();
  }

  /**
   * Pings the database (one ping at a time, however many callers ask) and records the answer.
   * A statement answered within the ping's timeout already says the database answers: under a
   * burst of orders the pool's queue can hold a ping past its timeout while every request is
   * being served, and a replica that then called itself unready would, with its peer restarting,
   * leave the load balancer with no replica at all.
   */
  check(): Promise<boolean> {
    if (this.available && Date.now() - this.lastAnswerAt < this.timeoutMs) return Promise.resolve(true);
    this.pending ??= withTimeout(this.options.ping(), this.timeoutMs)
      .then(
        () => {
          this.reportRecovery();
          return true;
        },
        (error: unknown) => {
          this.reportFailure(error);
          return false;
        },
      )
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }

  /** Stops the recheck timer; called when the server closes. */
  close(): void {
    this.closed = true;
    if (this.recheck) clearTimeout(this.recheck);
    this.recheck = null;
  }

  private reportRecovery(): void {
    if (this.unreachableSince === null) return;
    const seconds = Math.round((Date.now() - this.unreachableSince.getTime()) / 1000);
    this.unreachableSince = null;
    if (this.recheck) clearTimeout(this.recheck);
    this.recheck = null;
    this.options.log.info(`database reachable again (after ${seconds} s)`);
  }

  private scheduleRecheck(): void {
    if (this.recheck || this.closed) return;
    this.recheck = setTimeout(() => {
      this.recheck = null;
      void this.check().then((ok) => {
        if (!ok) this.scheduleRecheck();
      });
    }, this.recheckMs);
    // Never the reason the process stays alive.
    this.recheck.unref();
  }
}
