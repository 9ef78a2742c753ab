import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { Admin } from './admin.entity';

// Run against the real PostgreSQL (DATABASE_URL) for the requests to truly overlap; on the
// embedded database, which takes one connection at a time, they queue and must still hold.

const t = useTestApp({ seed: false });

describe('create-admin requests arriving at once', () => {
  it('create exactly one admin: one answers 201, every other 409', async () => {
    const attempts = Array.from({ length: 6 }, (_, index) =>
      index % 2
        ? t.app.inject({
            method: 'POST',
            url: '/api/auth/create-admin',
            payload: { email: `owner${index}@bakery.test`, password: 'flour-and-sugar' },
          })
        : t.app.inject({
            method: 'POST',
            url: '/graphql',
            payload: {
              query: `mutation { createAdmin(email: "owner${index}@bakery.test", password: "flour-and-sugar") { id } }`,
            },
          }),
    );
    const statuses = (await Promise.all(attempts)).map((response) => {
      const body = response.json();
      if (response.statusCode !== 200 || !('data' in body)) return response.statusCode;
      // GraphQL answers 200 either way: read the outcome from the body.
      return body.errors ? (body.errors[0].extensions.code === 'CONFLICT' ? 409 : 500) : 201;
    });

    expect(statuses.sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await t.orm.em.fork().count(Admin)).toBe(1);
  });
});
