import { describe, expect, it } from 'vitest';
import { jobFailureDetail } from './failure-detail';

describe("a job failure's log detail", () => {
  it('is the reason alone, without a stack, when the database cannot be reached', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(jobFailureDetail(refused)).toEqual({ reason: 'connect ECONNREFUSED 127.0.0.1:5432' });
  });

  it('is the whole error for any other failure (a mail server refusing, a bug)', () => {
    const refusedLogin = new Error('Invalid login: 535 Authentication failed');
    expect(jobFailureDetail(refusedLogin)).toEqual({ err: refusedLogin });
  });
});
