import { describe, expect, it } from 'vitest';
import { graphqlClient } from '../../test/graphql-request';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({ admin: true });

const graphql = graphqlClient(t);

const VOUCHER_FIELDS = 'id code type discount active';

describe('vouchers over GraphQL', () => {
  it('answers UNAUTHENTICATED to every admin operation without a token', async () => {
    const operations = [
      `{ vouchers { id } }`,
      `{ voucher(id: "1") { id } }`,
      `mutation { createVoucher(input: { code: "X1", type: percentage, discount: 5 }) { id } }`,
      `mutation { updateVoucher(id: "1", input: { discount: 5 }) { id } }`,
      `mutation { deleteVoucher(id: "1") }`,
      `mutation { toggleVoucher(id: "1") { id } }`,
    ];
    for (const query of operations) {
      const { errors } = await graphql(query);
      expect(errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
    }
  });

  it('creates, reads by code, toggles and deletes a voucher as the admin', async () => {
    const created = await graphql(
      `mutation ($input: VoucherInput!) { createVoucher(input: $input) { ${VOUCHER_FIELDS} } }`,
      { input: { code: 'gql-fixed_1', type: 'fixed', discount: 0.75 } },
      t.admin,
    );
    expect(created.data.createVoucher).toEqual({
      id: expect.any(String),
      code: 'GQL-FIXED_1',
      type: 'fixed',
      discount: 0.75,
      active: true,
    });

    const read = await graphql(`{ voucher(id: "gql-fixed_1") { ${VOUCHER_FIELDS} } }`, {}, t.admin);
    expect(read.data.voucher).toEqual(created.data.createVoucher);

    const toggled = await graphql(
      `
        mutation {
          toggleVoucher(id: "GQL-FIXED_1") {
            active
          }
        }
      `,
      {},
      t.admin,
    );
    expect(toggled.data.toggleVoucher.active).toBe(false);

    const deleted = await graphql(
      `
        mutation ($id: ID!) {
          deleteVoucher(id: $id)
        }
      `,
      { id: created.data.createVoucher.id },
      t.admin,
    );
    expect(deleted.data.deleteVoucher).toBe(true);
    const gone = await graphql(
      `
        {
          voucher(id: "GQL-FIXED_1") {
            id
          }
        }
      `,
      {},
      t.admin,
    );
    expect(gone.errors[0]).toMatchObject({ message: 'Voucher not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('answers CONFLICT for a duplicate code', async () => {
    const create = `mutation { createVoucher(input: { code: "TWICE", type: percentage, discount: 5 }) { id } }`;
    expect((await graphql(create, {}, t.admin)).data.createVoucher.id).toEqual(expect.any(String));
    expect((await graphql(create, {}, t.admin)).errors[0]).toMatchObject({
      message: 'Voucher code already exists',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('validates a code for anyone, with the subtotal and the discount as Money', async () => {
    await graphql(
      `
        mutation {
          createVoucher(input: { code: "QUARTER", type: percentage, discount: 25 }) {
            id
          }
        }
      `,
      {},
      t.admin,
    );
    const { data } = await graphql(`
      {
        validateVoucher(code: "quarter", subtotal: 9.002) {
          voucher {
            code
          }
          discountAmount
        }
      }
    `);
    // 25% of 9.002 BD = 2.2505 BD, rounded half up to the fil.
    expect(data.validateVoucher).toEqual({ voucher: { code: 'QUARTER' }, discountAmount: 2.251 });

    const unknown = await graphql(`
      {
        validateVoucher(code: "NOPE", subtotal: 5) {
          discountAmount
        }
      }
    `);
    expect(unknown.errors[0]).toMatchObject({
      message: 'Invalid voucher code',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
