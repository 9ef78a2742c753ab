import type { FastifyBaseLogger } from 'fastify';
import type { ShopBackups } from './shop-backups';

/** After a failed automatic backup, the next try comes this long after (or after the interval, if shorter). */
const RETRY_AFTER_FAILURE_MS = 15 * 60 * 1000;

/** When another instance is taking the backup, how long before this one looks at the folder again. */
const LOCKED_ELSEWHERE_WAIT_MS = 60 * 1000;

/** setTimeout's longest wait; a later time is waited for in steps. */
const MAX_TIMER_MS = 2_147_483_647;

export interface BackupScheduleOptions {
  backups: Pick<ShopBackups, 'newest' | 'take'>;
  /** Time between two backups. */
  intervalMs: number;
  /** How long after start an overdue backup waits, so start-up is not slowed by it. */
  firstDelayMs: number;
  /**
   * Runs the backup unless another instance of the shop is running the schedule at this moment
   * (a PostgreSQL advisory lock); answers whether it ran.
   */
  exclusively: (run: () => Promise<void>) => Promise<boolean>;
  log: FastifyBaseLogger;
}

/**
 * Takes a backup whenever the newest archive in the folder is `intervalMs` old (or there is
 * none), a short while after start at the earliest. The folder itself is the schedule's state:
 * a backup taken by hand, or by another instance sharing the folder, puts the next one off,
 * and a restarted server does not take one it already has. Instances sharing a database take
 * turns through `exclusively` and look at the folder again once they hold it, so one backup is
 * taken per interval however many run.
 */
export class BackupSchedule {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;
  private notBefore: number;

  constructor(private readonly options: BackupScheduleOptions) {
    this.notBefore = Date.now() + options.firstDelayMs;
  }

  start(): void {
    void this.plan();
  }

  /** Hours between two backups. */
  get intervalHours(): number {
    return this.options.intervalMs / 3_600_000;
  }

  /** When the next automatic backup is due. */
  async nextAt(): Promise<Date> {
    const newest = await this.options.backups.newest();
    const due = newest ? newest.createdAt.getTime() + this.options.intervalMs : Date.now();
    return new Date(Math.max(due, this.notBefore));
  }

  /** Stops the schedule and waits for a backup it is taking. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private async plan(): Promise<void> {
    let next: Date;
    try {
      next = await this.nextAt();
    } catch (error) {
      this.options.log.error({ err: error }, 'Could not read the backups folder: the next automatic backup waits');
      next = new Date(Date.now() + this.retryDelayMs());
    }
    if (this.stopped) return;
    const wait = Math.min(Math.max(next.getTime() - Date.now(), 0), MAX_TIMER_MS);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.runIfDue();
    }, wait);
    // A pending backup never keeps the process alive.
    this.timer.unref();
  }

  private async runIfDue(): Promise<void> {
    const { backups, intervalMs, exclusively, log } = this.options;
    try {
      if ((await this.nextAt()).getTime() <= Date.now()) {
        const ran = await exclusively(async () => {
          // Another instance may have taken it while this one waited for the lock.
          if ((await this.nextAt()).getTime() > Date.now() || this.stopped) return;
          const backup = await backups.take();
          log.info(
            { backup: backup.name, bytes: backup.size, everyHours: this.intervalHours },
            'Took the automatic backup',
          );
        });
        // Another instance is taking it: look at the folder again once it should have finished.
        if (!ran) this.notBefore = Date.now() + Math.min(LOCKED_ELSEWHERE_WAIT_MS, intervalMs);
      }
    } catch (error) {
      log.error({ err: error }, 'The automatic backup failed: it is tried again later');
      this.notBefore = Date.now() + this.retryDelayMs();
    }
    if (!this.stopped) await this.plan();
  }

  private retryDelayMs(): number {
    return Math.min(RETRY_AFTER_FAILURE_MS, this.options.intervalMs);
  }
}
