/** An event id as a client hands it back (Last-Event-ID, the subscription's `after`): digits only. */
const EVENT_ID = /^\d{1,15}$/;

/**
 * The event id `text` names, or null when it is no event id at all. Ids only grow and are
 * never reused, so a client's last one says exactly which events it is owed.
 */
export function parseOrderEventId(text: string): number | null {
  const trimmed = text.trim();
  return EVENT_ID.test(trimmed) ? Number(trimmed) : null;
}
