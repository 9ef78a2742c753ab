import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../database/orm';
import { RerunningTask } from '../jobs/rerunning-task';
import { OrderEvent, type OrderEventType } from './order-event.entity';

/** One event as the streams send it: `id` is its place in the stream, for Last-Event-ID. */
export interface OrderEventView {
  id: number;
  type: OrderEventType;
  orderId: number;
  status: string;
  placedAt: string;
  at: string;
}

/** A connected client: the last event it has, and how it is sent more. */
export interface OrderEventWatcher {
  /** Sent events in id order, each once, only ids after the last one sent (or the one it started after). */
  send(events: readonly OrderEventView[]): void;
}

/** Rows read at a time while catching up a client that was away for long. */
const PAGE = 200;

const viewOf = (event: OrderEvent): OrderEventView => ({
  id: event.id,
  type: event.type,
  orderId: event.orderId,
  status: event.status,
  placedAt: event.placedAt.toISOString(),
  at: event.at.toISOString(),
});

/**
 * Brings this instance's connected clients the order events they have not seen, from the
 * table. A nudge (this instance committed an event, another one announced one, or a periodic
 * sweep) starts a read of the rows after the furthest-behind client's last one; each client is
 * sent the rows after its own. Reads run one at a time and a nudge during one reads again after
 * it, so every client gets every event once, in order, whatever the timing of the nudges; a
 * missed nudge costs at most the sweep's delay, never an event.
 */
export class OrderEventRelay {
  private readonly watching = new Map<OrderEventWatcher, { after: number }>();
  private readonly reading = new RerunningTask(
    () => this.readNew(),
    (error) => this.log.warn(`order events: cannot read new events: ${(error as Error).message}`),
  );
  private readonly sweep: NodeJS.Timeout;

  constructor(
    private readonly orm: Orm,
    private readonly log: FastifyBaseLogger,
    sweepMs: number,
  ) {
    this.sweep = setInterval(() => {
      if (this.watching.size > 0) this.nudge();
    }, sweepMs);
    this.sweep.unref();
  }

  /**
   * Starts sending `watcher` the events after `after` (a reconnecting client's Last-Event-ID:
   * those it missed come first), or from now on when null. Answers how to stop.
   */
  async watch(watcher: OrderEventWatcher, after: number | null): Promise<() => void> {
    const latest = await this.latestId();
    // An id from before a database was restored is treated as now: nothing after it can be told apart.
    this.watching.set(watcher, { after: after === null || after > latest ? latest : after });
    // Whatever committed between reading `latest` and joining is read now.
    this.nudge();
    return () => this.watching.delete(watcher);
  }

  /** Events may have been committed: read them and send them on. Never throws. */
  nudge(): void {
    this.reading.run();
  }

  /** Stops the sweep and forgets every client (the server is closing). */
  close(): void {
    clearInterval(this.sweep);
    this.watching.clear();
  }

  /** How many clients this instance sends events to. */
  get clients(): number {
    return this.watching.size;
  }

  /** Waits for the current read, if any (tests). */
  settled(): Promise<void> {
    return this.reading.settled();
  }

  /** The id of the last event committed (0 before the first). */
  async latestId(): Promise<number> {
    const [row] = await this.orm.em
      .fork()
      .execute<Array<{ latest: number | null }>>('select max("id") as "latest" from "order_event"');
    return Number(row?.latest ?? 0);
  }

  private async readNew(): Promise<void> {
    if (this.watching.size === 0) return;
    let from = Math.min(...[...this.watching.values()].map(({ after }) => after));
    for (;;) {
      const rows = await this.orm.em
        .fork()
        .find(OrderEvent, { id: { $gt: from } }, { orderBy: { id: 'asc' }, limit: PAGE });
      if (rows.length === 0) return;
      const events = rows.map(viewOf);
      for (const [watcher, position] of this.watching) {
        const unseen = events.filter((event) => event.id > position.after);
        if (unseen.length === 0) continue;
        position.after = unseen.at(-1)!.id;
        watcher.send(unseen);
      }
      from = events.at(-1)!.id;
      if (rows.length < PAGE) return;
    }
  }
}
