/** Bahrain is UTC+3 all year (no summer time). */
const BAHRAIN_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

/** The Bahrain day `offsetDays` after today, as YYYY-MM-DD: the owner's today wherever the browser is. */
export function bahrainDay(offsetDays = 0, now = Date.now()): string {
  return new Date(now + BAHRAIN_OFFSET_MS + offsetDays * DAY_MS).toISOString().slice(0, 10);
}
