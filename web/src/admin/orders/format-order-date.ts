import { formatDateTime } from '../shared/format-date-time';

/** When an order was placed (or anything else in the back office happened): date and time to the minute. */
export function formatOrderDate(isoDate: string, language: string): string {
  return formatDateTime(isoDate, language, 'short');
}
