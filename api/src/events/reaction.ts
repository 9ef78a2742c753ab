import type { FastifyInstance } from 'fastify';
import type { EventType } from './event-bus';

/**
 * What a feature does when an event happens (Feature.reactions), given the server's instance for
 * what it needs at that moment (the job queue, the mailer).
 */
export interface Reaction<TEvent extends object = object> {
  to: EventType<TEvent>;
  react: (event: TEvent, app: FastifyInstance) => Promise<void>;
}

/** Keeps a reaction's event typed by the kind it reacts to. */
export function reaction<TEvent extends object>(
  to: EventType<TEvent>,
  react: (event: TEvent, app: FastifyInstance) => Promise<void>,
): Reaction {
  return { to, react } as unknown as Reaction;
}
