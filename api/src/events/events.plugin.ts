import fp from 'fastify-plugin';
import { EventBus } from './event-bus';
import type { Reaction } from './reaction';

declare module 'fastify' {
  interface FastifyInstance {
    /** What features publish for others to react to (event-bus.ts); services reach it through the request's server. */
    events: EventBus;
  }
}

export interface EventsPluginOptions {
  /** Every feature's reactions, subscribed in the features list's order. */
  reactions: readonly Reaction[];
}

/** The server's event bus, with the features' reactions subscribed. */
export const eventsPlugin = fp<EventsPluginOptions>(
  async (app, { reactions }) => {
    const bus = new EventBus();
    for (const { to, react } of reactions) bus.on(to, (event) => react(event, app));
    app.decorate('events', bus);
  },
  { name: 'events' },
);
