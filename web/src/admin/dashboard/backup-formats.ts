import { formatDateTime } from '../shared/format-date-time';

/** An archive's size for people: kilobytes below a megabyte, else megabytes with one decimal; Western digits as the shop's figures. */
export function formatSize(bytes: number, language: string): string {
  const small = bytes < 1_000_000;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: small ? 'kilobyte' : 'megabyte',
    maximumFractionDigits: small ? 0 : 1,
    numberingSystem: 'latn',
  }).format(small ? Math.max(1, bytes / 1000) : bytes / 1_000_000);
}

/** When a backup was taken, to the second: two taken within a minute stay apart. */
export function formatTakenAt(isoDate: string, language: string): string {
  return formatDateTime(isoDate, language, 'medium');
}

/** Hours as few digits as they need ('24', '0.5'), Western digits. */
export function formatHours(hours: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2, numberingSystem: 'latn' }).format(hours);
}
