import { afterEach, describe, expect, it } from 'vitest';
import { createStoredValue, parseJson } from './stored-value';

const createCounter = () =>
  createStoredValue<{ count: number }>({
    key: 'stored-value-test',
    parse: (raw) => {
      const parsed = parseJson(raw) as { count?: unknown } | undefined;
      return { count: typeof parsed?.count === 'number' ? parsed.count : 0 };
    },
    serialize: (value) => JSON.stringify(value),
  });

describe('createStoredValue', () => {
  afterEach(() => localStorage.clear());

  it('reads nothing stored as the default object itself, the snapshot a server-rendered page hydrates with', () => {
    const counter = createCounter();
    expect(counter.get()).toBe(counter.getDefault());
    expect(counter.get()).toEqual({ count: 0 });
  });

  it('gives the same object for the same stored text, and a new one when it changes', () => {
    const counter = createCounter();
    counter.set({ count: 2 });
    const first = counter.get();
    expect(first).toEqual({ count: 2 });
    expect(counter.get()).toBe(first);

    counter.set({ count: 3 });
    expect(counter.get()).toEqual({ count: 3 });
    counter.remove();
    expect(counter.get()).toBe(counter.getDefault());
  });
});
