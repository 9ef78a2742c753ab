import { isDatabaseUnavailableError } from '../database/database-availability';

/**
 * What a log line says of a job's failure. A database outage is logged once, with its reason,
 * by the availability check: the jobs it stops (several may be under way at once) each give the
 * reason in a line, without a stack. Any other error is logged whole.
 */
export function jobFailureDetail(error: unknown): Record<string, unknown> {
  return isDatabaseUnavailableError(error)
    ? { reason: error instanceof Error ? error.message : String(error) }
    : { err: error };
}
