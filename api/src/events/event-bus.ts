/** A kind of event: a class whose instances say what happened, and whose constructor names the kind. */
export type EventType<TEvent extends object> = abstract new (...args: never[]) => TEvent;

export type EventHandler<TEvent extends object> = (event: TEvent) => Promise<void>;

/**
 * In-process events between features: one feature publishes what happened ("an order was
 * placed", orders/order-placed.event.ts) and the features that care react, so the publisher
 * names none of them. A publish runs every handler of the event's kind, one after another, and
 * resolves once all have: whatever a handler writes is done when the publisher goes on, and a
 * handler that fails fails the publish. That is what lets a reaction join the publisher's
 * transaction: its writes commit with the publisher's, or roll back with them.
 */
export class EventBus {
  private readonly handlers = new Map<EventType<object>, Array<EventHandler<object>>>();

  on<TEvent extends object>(type: EventType<TEvent>, handler: EventHandler<TEvent>): void {
    const list = this.handlers.get(type) ?? [];
    list.push(handler as EventHandler<object>);
    this.handlers.set(type, list);
  }

  async publish(event: object): Promise<void> {
    for (const handler of this.handlers.get(event.constructor as EventType<object>) ?? []) await handler(event);
  }
}
