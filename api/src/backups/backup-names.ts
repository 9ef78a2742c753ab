/**
 * An archive's name is the moment its data was read, in UTC, to the millisecond:
 * `crumb-2026-11-28T10-15-30-123Z.tar.gz`. Names sort as times do, say when the backup was taken
 * wherever the file is copied, and hold nothing but letters, digits and hyphens: a name that does
 * not have this exact shape is no archive of ours (and never a path).
 */
const NAME = /^crumb-(\d{4})-(\d{2})-(\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.tar\.gz$/;

/** The archive name of a backup whose data was read at `takenAt`. */
export function backupName(takenAt: Date): string {
  const [date, time] = takenAt.toISOString().split('T') as [string, string];
  return `crumb-${date}T${time.replace(/[:.]/g, '-')}.tar.gz`;
}

/** Whether `name` is an archive name (and so safe to join to the backups folder). */
export function isBackupName(name: string): boolean {
  return timeOfBackup(name) !== null;
}

/** When the backup `name` was taken, or null when it is not an archive name. */
export function timeOfBackup(name: string): Date | null {
  const parts = NAME.exec(name);
  if (!parts) return null;
  const [, year, month, day, hours, minutes, seconds, millis] = parts;
  const time = new Date(`${year}-${month}-${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
  // A shape-right name may still be no time at all (month 13): not ours either.
  return Number.isNaN(time.getTime()) || backupName(time) !== name ? null : time;
}
