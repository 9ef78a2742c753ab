import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

describe("formatDateTime: a moment on the shop's clock", () => {
  it('shows Bahrain time whatever zone the device is in, on the Bahrain day it falls on', () => {
    // 22:15 UTC is 01:15 the next day in Bahrain (UTC+3).
    expect(formatDateTime('2026-11-26T22:15:00Z', 'en', 'short')).toBe('Nov 27, 2026, 1:15 AM');
    expect(formatDateTime('2026-11-26T22:15:30Z', 'en', 'medium')).toBe('Nov 27, 2026, 1:15:30 AM');
  });

  it('keeps Western digits in Arabic', () => {
    expect(formatDateTime('2026-11-26T22:15:00Z', 'ar', 'short')).toBe('27\u200f/11\u200f/2026، 1:15 ص');
  });
});
