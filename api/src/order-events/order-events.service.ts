import { InvalidInputError } from '../errors/domain-errors';
import type { RequestContext } from '../graphql/request-context';
import { parseOrderEventId } from './order-event-id';
import type { OrderEventView } from './order-event-relay';
import { orderEventStream } from './order-event-stream';

export const AFTER_NOT_AN_ID_MESSAGE = 'after must be the id of an order event, as received in its id field';

/** The refusal of an id no event has had: the client's memory is of another database, or made up. */
export const afterUnknownMessage = (id: number) =>
  `No order event has the id ${id}: subscribe without after to follow the orders from now on`;

export const orderEventsService = {
  /**
   * The order events for a subscriber: those after `after` first (a client that was away says
   * the last id it received), then each one as it is committed on any instance. Without `after`,
   * from now on. An `after` that is no id, or an id beyond the last event, is refused: sent
   * nothing, the client would believe it missed nothing.
   */
  async follow(ctx: RequestContext, after: string | null | undefined): Promise<AsyncIterableIterator<OrderEventView>> {
    const { relay } = ctx.request.server.orderEvents;
    if (after === null || after === undefined) return orderEventStream(relay, null);
    const id = parseOrderEventId(after);
    if (id === null) throw new InvalidInputError(AFTER_NOT_AN_ID_MESSAGE);
    if (id > (await relay.latestId())) throw new InvalidInputError(afterUnknownMessage(id));
    return orderEventStream(relay, id);
  },
};
