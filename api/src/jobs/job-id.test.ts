import { describe, expect, it } from 'vitest';
import { jobId } from './pg-boss-queue';

// pg-boss skips an insert whose id exists: the id must be the same for the same job, and only for it.
describe('a job id', () => {
  it('is the same UUID for the same queue and key', () => {
    expect(jobId('owner-order-mail', '42')).toBe(jobId('owner-order-mail', '42'));
    expect(jobId('owner-order-mail', '42')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('differs for another key or another queue', () => {
    expect(jobId('owner-order-mail', '42')).not.toBe(jobId('owner-order-mail', '420'));
    expect(jobId('owner-order-mail', '42')).not.toBe(jobId('customer-mail', '42'));
  });
});
