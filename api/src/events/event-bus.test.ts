import { describe, expect, it } from 'vitest';
import { EventBus } from './event-bus';

class Baked {
  constructor(readonly item: string) {}
}
class Sold {}

describe('the event bus', () => {
  it('runs the handlers of the event’s kind alone, in order, and resolves once they have all finished', async () => {
    const bus = new EventBus();
    const seen: string[] = [];
    bus.on(Baked, async (event) => {
      await new Promise((done) => setTimeout(done, 5));
      seen.push(`first ${event.item}`);
    });
    bus.on(Baked, async (event) => {
      seen.push(`second ${event.item}`);
    });
    bus.on(Sold, async () => {
      seen.push('sold');
    });
    await bus.publish(new Baked('bread'));
    expect(seen).toEqual(['first bread', 'second bread']);
  });

  it('fails the publish when a handler fails, so a publisher’s transaction rolls back with it', async () => {
    const bus = new EventBus();
    bus.on(Baked, async () => {
      throw new Error('the oven is cold');
    });
    await expect(bus.publish(new Baked('bread'))).rejects.toThrow('the oven is cold');
  });

  it('publishes to nobody without a handler', async () => {
    await expect(new EventBus().publish(new Sold())).resolves.toBeUndefined();
  });
});
