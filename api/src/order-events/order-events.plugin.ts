import fp from 'fastify-plugin';
import type { PeerAnnouncements } from '../cache-sync';
import type { Orm } from '../database/orm';
import { OrderEventRelay } from './order-event-relay';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live order events of this instance's clients (order-event-relay.ts). */
    orderEvents: {
      relay: OrderEventRelay;
      /** An order event was committed here: this instance's clients and every other instance's hear of it. */
      committed(): void;
    };
  }
}

/** The topic on the channel between instances: "order events were committed; read them". */
export const ORDER_EVENTS_TOPIC = 'order-events';

/** A sweep for events whose nudge was lost (a channel that was down): a client is never longer behind. */
const SWEEP_MS = 15_000;

export interface OrderEventsPluginOptions {
  orm: Orm;
  peers: PeerAnnouncements;
}

/** Relays committed order events to the clients of this instance, nudged by any instance. */
export const orderEventsPlugin = fp<OrderEventsPluginOptions>(
  async (app, { orm, peers }) => {
    const relay = new OrderEventRelay(orm, app.log, SWEEP_MS);
    peers.onPeerAnnouncement(ORDER_EVENTS_TOPIC, () => relay.nudge());
    app.decorate('orderEvents', {
      relay,
      committed() {
        relay.nudge();
        peers.announce(ORDER_EVENTS_TOPIC);
      },
    });
    app.addHook('onClose', async () => {
      relay.close();
      await relay.settled();
    });
  },
  { name: 'order-events' },
);
