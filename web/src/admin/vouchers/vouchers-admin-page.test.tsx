import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { DocumentNode } from 'graphql';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { VoucherType } from '@crumb/shared/schema-types';
import {
  CreateVoucherDocument,
  DeleteVoucherDocument,
  UpdateVoucherDocument,
  VouchersDocument,
  type CreateVoucherMutationVariables,
  type DeleteVoucherMutationVariables,
  type UpdateVoucherMutationVariables,
} from '@crumb/shared/shared-operations';
import { refusal } from '../../testing/api-errors';
import { failingQuery } from '../../testing/handlers';
import { serveHeld } from '../../testing/held-answer';
import { server } from '../../testing/msw-server';
import { renderAdminRoute } from '../testing/render-admin-route';

interface StoredVoucher {
  __typename: 'Voucher';
  id: string;
  code: string;
  discount: number;
  type: VoucherType;
  active: boolean;
  expiresAt: string | null;
  minSubtotal: number | null;
  usageLimit: number | null;
  usedCount: number;
}

/** The rules of a voucher without any, as the server stores them and the form sends them. */
const noRules = { expiresAt: null, minSubtotal: null, usageLimit: null };

type VoucherRules = 'expiresAt' | 'minSubtotal' | 'usageLimit' | 'usedCount';
const voucher = (
  fields: Omit<StoredVoucher, '__typename' | VoucherRules> & Partial<Pick<StoredVoucher, VoucherRules>>,
): StoredVoucher => ({
  __typename: 'Voucher',
  ...noRules,
  usedCount: 0,
  ...fields,
});
const save10 = voucher({ id: '1', code: 'SAVE10', discount: 10, type: 'percentage', active: true });
const welcome = voucher({ id: '2', code: 'WELCOME', discount: 1.5, type: 'fixed', active: false });

/** The vouchers the server holds, changed by the mutations, which are recorded. */
function serveVouchers(initial: StoredVoucher[] = [save10, welcome]) {
  let vouchers = initial;
  const sent = {
    lists: 0,
    creates: [] as CreateVoucherMutationVariables[],
    updates: [] as UpdateVoucherMutationVariables[],
    deletes: [] as DeleteVoucherMutationVariables[],
  };
  server.use(
    graphql.query(VouchersDocument, () => {
      sent.lists += 1;
      return HttpResponse.json({ data: { vouchers } });
    }),
    graphql.mutation(CreateVoucherDocument, ({ variables }) => {
      sent.creates.push(variables);
      const { code, type, discount, active, expiresAt, minSubtotal, usageLimit } = variables.input;
      const created = voucher({
        id: '9',
        code,
        type,
        discount,
        active: active ?? true,
        expiresAt: expiresAt ?? null,
        minSubtotal: minSubtotal ?? null,
        usageLimit: usageLimit ?? null,
      });
      vouchers = [...vouchers, created];
      return HttpResponse.json({ data: { createVoucher: created } });
    }),
    graphql.mutation(UpdateVoucherDocument, ({ variables }) => {
      sent.updates.push(variables);
      const { discount, type, active, expiresAt, minSubtotal, usageLimit } = variables.input;
      // Omitted fields keep their value, null removes a rule, as the API's update does.
      vouchers = vouchers.map((stored) =>
        stored.id === variables.id
          ? {
              ...stored,
              discount: discount ?? stored.discount,
              type: type ?? stored.type,
              active: active ?? stored.active,
              expiresAt: expiresAt === undefined ? stored.expiresAt : (expiresAt as string | null),
              minSubtotal: minSubtotal === undefined ? stored.minSubtotal : minSubtotal,
              usageLimit: usageLimit === undefined ? stored.usageLimit : usageLimit,
            }
          : stored,
      );
      const updateVoucher = vouchers.find((stored) => stored.id === variables.id)!;
      return HttpResponse.json({ data: { updateVoucher } });
    }),
    graphql.mutation(DeleteVoucherDocument, ({ variables }) => {
      sent.deletes.push(variables);
      vouchers = vouchers.filter((stored) => stored.id !== variables.id);
      return HttpResponse.json({ data: { deleteVoucher: true } });
    }),
  );
  return sent;
}

const voucherList = () => within(screen.getByRole('region', { name: 'Vouchers' }));
const voucherRow = (code: string) => screen.getByText(code).closest('li')!;
const codeField = () => screen.getByLabelText(/^Voucher Code/);
const discountField = () => screen.getByLabelText(/^Discount/);

/** Types a new voucher's code and discount (an empty one is left untouched) and presses Create. */
async function createVoucher(user: UserEvent, code: string, discount: string) {
  if (code) await user.type(codeField(), code);
  if (discount) await user.type(discountField(), discount);
  await user.click(screen.getByRole('button', { name: 'Create' }));
}

async function openPage() {
  const view = await renderAdminRoute('/admin/vouchers');
  await screen.findByText('SAVE10');
  return view;
}

/** Opens the page on the stored vouchers with the server refusing `mutation`: `message` under `code`. */
async function openPageRefusing(mutation: DocumentNode, message: string, code: string) {
  serveVouchers();
  server.use(graphql.mutation(mutation, () => refusal(message, code)));
  return openPage();
}

/** Presses Delete on the voucher's row and OK in the dialog that asks first. */
async function deleteVoucher(user: UserEvent, code: string) {
  await user.click(voucherList().getByRole('button', { name: `Delete ${code}` }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
}

/** Replaces the discount in the form with `discount`. */
async function retypeDiscount(user: UserEvent, discount: string) {
  await user.clear(discountField());
  await user.type(discountField(), discount);
}

describe('admin vouchers page', () => {
  describe('list', () => {
    it('says Loading vouchers... until the list arrives', async () => {
      const release = serveHeld((held) =>
        graphql.query(
          VouchersDocument,
          held(() => HttpResponse.json({ data: { vouchers: [save10] } })),
        ),
      );
      await renderAdminRoute('/admin/vouchers');

      expect(await screen.findByText('Loading vouchers...')).toBeInTheDocument();
      release();
      expect(await screen.findByText('SAVE10')).toBeInTheDocument();
    });

    it('shows each code, its discount (percent or BD) and whether it is active', async () => {
      serveVouchers();
      await openPage();

      expect(screen.getByRole('heading', { level: 1, name: 'Manage Vouchers' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin');
      const percent = within(voucherRow('SAVE10'));
      expect(percent.getByText('10% off')).toBeInTheDocument();
      expect(percent.getByText('Active')).toBeInTheDocument();
      const fixed = within(voucherRow('WELCOME'));
      expect(fixed.getByText('1.500 BD off')).toBeInTheDocument();
      expect(fixed.getByText('Inactive')).toBeInTheDocument();
      expect(voucherList().getByRole('button', { name: 'Edit WELCOME' })).toBeInTheDocument();
      expect(voucherList().getByRole('button', { name: 'Delete WELCOME' })).toBeInTheDocument();
    });

    it('says No vouchers yet when there are none', async () => {
      serveVouchers([]);
      await renderAdminRoute('/admin/vouchers');

      expect(await screen.findByText('No vouchers yet. Create your first one!')).toBeInTheDocument();
    });

    it('reports a failed load and tries again on request', async () => {
      server.use(failingQuery(VouchersDocument));
      const { user } = await renderAdminRoute('/admin/vouchers');

      expect(await screen.findByRole('alert')).toHaveTextContent('Error loading vouchers. Please try again.');
      serveVouchers();
      await user.click(screen.getByRole('button', { name: 'Try Again' }));

      expect(await screen.findByText('SAVE10')).toBeInTheDocument();
    });
  });

  describe('creating', () => {
    it('starts as an active percentage voucher; the discount label and step follow the type', async () => {
      serveVouchers();
      const { user } = await openPage();

      expect(screen.getByRole('heading', { name: 'Add Voucher' })).toBeInTheDocument();
      expect(codeField()).toHaveAttribute('placeholder', 'SAVE20');
      expect(screen.getByLabelText('Type')).toHaveValue('percentage');
      expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();
      expect(screen.getByLabelText(/^Discount \(%\)/)).toHaveAttribute('step', '1');
      expect(discountField()).toHaveAttribute('min', '0');
      expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

      await user.selectOptions(screen.getByLabelText('Type'), 'Fixed Amount (BD)');

      expect(screen.getByLabelText(/^Discount \(BD\)/)).toHaveAttribute('step', '0.01');
    });

    it('uppercases the code as it is typed', async () => {
      serveVouchers();
      const { user } = await openPage();

      await user.type(codeField(), 'summer25');

      expect(codeField()).toHaveValue('SUMMER25');
    });

    it.each([
      ['no code', '', '10'],
      ['no discount', 'SUMMER', ''],
      ['a discount of 0', 'SUMMER', '0'],
    ])('asks for the required fields with %s, without a call', async (_case, code, discount) => {
      const sent = serveVouchers();
      const { user } = await openPage();

      await createVoucher(user, code, discount);

      expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
      expect(sent.creates).toEqual([]);
    });

    it('refuses a code the list holds, whatever its case, without a call', async () => {
      const sent = serveVouchers();
      const { user } = await openPage();

      await createVoucher(user, 'save10', '5');

      expect(await screen.findByRole('alert')).toHaveTextContent('Voucher code already exists');
      expect(codeField()).toHaveAttribute('aria-invalid', 'true');
      expect(sent.creates).toEqual([]);
    });

    it('creates the voucher, says so, refreshes the list and empties the form', async () => {
      const sent = serveVouchers();
      const { user } = await openPage();

      await user.type(codeField(), 'summer');
      await user.selectOptions(screen.getByLabelText('Type'), 'fixed');
      await user.type(discountField(), '1.25');
      await user.click(screen.getByRole('switch', { name: 'Active' }));
      await user.click(screen.getByRole('button', { name: 'Create' }));

      expect(await screen.findByText('Voucher created!')).toBeInTheDocument();
      expect(sent.creates).toEqual([
        {
          input: {
            code: 'SUMMER',
            type: 'fixed',
            discount: 1.25,
            active: false,
            ...noRules,
          },
        },
      ]);
      expect(await voucherList().findByText('SUMMER')).toBeInTheDocument();
      expect(within(voucherRow('SUMMER')).getByText('1.250 BD off')).toBeInTheDocument();
      expect(sent.lists).toBe(2);
      expect(codeField()).toHaveValue('');
      expect(screen.getByLabelText('Type')).toHaveValue('percentage');
      expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();
    });

    it('shows Saving... on a disabled button while the voucher is sent', async () => {
      serveVouchers();
      const release = serveHeld((held) =>
        graphql.mutation(
          CreateVoucherDocument,
          held(({ variables }) => {
            const createVoucher = {
              ...save10,
              id: '9',
              code: variables.input.code,
              discount: variables.input.discount,
            };
            return HttpResponse.json({ data: { createVoucher } });
          }),
        ),
      );
      const { user } = await openPage();

      await createVoucher(user, 'SUMMER', '20');

      expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
      release();
      expect(await screen.findByText('Voucher created!')).toBeInTheDocument();
    });

    it.each([
      ['Voucher code already exists', 'CONFLICT', 'Voucher code already exists'],
      // A server fault gives no reason the owner could use.
      ['Unexpected error.', 'INTERNAL_SERVER_ERROR', 'Unknown error'],
    ])("says 'Failed to create voucher: ' and why when the server answers %s", async (message, code, reason) => {
      const { user } = await openPageRefusing(CreateVoucherDocument, message, code);

      await createVoucher(user, 'SUMMER', '20');

      expect(await screen.findByText(`Failed to create voucher: ${reason}`)).toBeInTheDocument();
      expect(codeField()).toHaveValue('SUMMER');
    });
  });

  describe('editing', () => {
    it('loads the voucher with its code locked, updates it and returns to create mode', async () => {
      const sent = serveVouchers();
      const { user } = await openPage();

      await user.click(voucherList().getByRole('button', { name: 'Edit SAVE10' }));

      expect(screen.getByRole('heading', { name: 'Edit Voucher' })).toHaveFocus();
      expect(codeField()).toHaveValue('SAVE10');
      expect(codeField()).toBeDisabled();
      expect(discountField()).toHaveValue(10);
      await retypeDiscount(user, '15');
      await user.click(screen.getByRole('switch', { name: 'Active' }));
      await user.click(screen.getByRole('button', { name: 'Update' }));

      expect(await screen.findByText('Voucher updated!')).toBeInTheDocument();
      expect(sent.updates).toEqual([
        {
          id: '1',
          input: {
            discount: 15,
            type: 'percentage',
            active: false,
            ...noRules,
          },
        },
      ]);
      expect(await within(voucherRow('SAVE10')).findByText('15% off')).toBeInTheDocument();
      expect(within(voucherRow('SAVE10')).getByText('Inactive')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Add Voucher' })).toBeInTheDocument();
      expect(codeField()).toBeEnabled();
      expect(codeField()).toHaveValue('');
    });

    it('goes back to create mode on Cancel without a call', async () => {
      const sent = serveVouchers();
      const { user } = await openPage();

      await user.click(voucherList().getByRole('button', { name: 'Edit WELCOME' }));
      expect(screen.getByLabelText('Type')).toHaveValue('fixed');
      expect(screen.getByRole('switch', { name: 'Active' })).not.toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));

      expect(screen.getByRole('heading', { name: 'Add Voucher' })).toBeInTheDocument();
      expect(codeField()).toHaveValue('');
      expect(sent.updates).toEqual([]);
    });

    it("shows the server's refusal after 'Failed to update voucher: ' and stays in edit mode", async () => {
      const { user } = await openPageRefusing(
        UpdateVoucherDocument,
        'A percentage is a whole number from 1 to 100',
        'BAD_USER_INPUT',
      );

      await user.click(voucherList().getByRole('button', { name: 'Edit SAVE10' }));
      await retypeDiscount(user, '150');
      await user.click(screen.getByRole('button', { name: 'Update' }));

      expect(
        await screen.findByText('Failed to update voucher: A percentage is a whole number from 1 to 100'),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Edit Voucher' })).toBeInTheDocument();
    });
  });

  describe('deleting', () => {
    it('asks first and does nothing when the owner cancels', async () => {
      const sent = serveVouchers();
      const { user } = await openPage();

      await user.click(voucherList().getByRole('button', { name: 'Delete SAVE10' }));
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog).toHaveTextContent('Are you sure you want to delete this voucher?');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(sent.deletes).toEqual([]);
      expect(screen.getByText('SAVE10')).toBeInTheDocument();
    });

    it('deletes once confirmed, says so and refreshes the list', async () => {
      const sent = serveVouchers();
      const { user } = await openPage();

      await deleteVoucher(user, 'SAVE10');

      expect(await screen.findByText('Voucher deleted!')).toBeInTheDocument();
      expect(sent.deletes).toEqual([{ id: '1' }]);
      await expect.poll(() => voucherList().queryByText('SAVE10')).toBeNull();
    });

    it('returns the form to create mode when the voucher being edited is deleted', async () => {
      serveVouchers();
      const { user } = await openPage();

      await user.click(voucherList().getByRole('button', { name: 'Edit SAVE10' }));
      await deleteVoucher(user, 'SAVE10');

      expect(await screen.findByText('Voucher deleted!')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Add Voucher' })).toBeInTheDocument();
    });

    it("shows the server's refusal after 'Failed to delete voucher: '", async () => {
      const { user } = await openPageRefusing(DeleteVoucherDocument, 'Voucher not found', 'NOT_FOUND');

      await deleteVoucher(user, 'SAVE10');

      expect(await screen.findByText('Failed to delete voucher: Voucher not found')).toBeInTheDocument();
    });
  });

  it('reads in Arabic', async () => {
    serveVouchers();
    await renderAdminRoute('/admin/vouchers', { language: 'ar' });

    expect(await screen.findByRole('heading', { level: 1, name: 'إدارة القسائم' })).toBeInTheDocument();
    expect(await screen.findByText('خصم 1.500 د.ب')).toBeInTheDocument();
    expect(screen.getByText('خصم 10%')).toBeInTheDocument();
    expect(screen.getByLabelText(/^الخصم \(%\)/)).toBeInTheDocument();
  });
});

describe('admin vouchers page: voucher rules', () => {
  const limited = voucher({
    id: '3',
    code: 'FIRST50',
    discount: 10,
    type: 'percentage',
    active: true,
    expiresAt: '2099-01-01T10:00:00.000Z',
    minSubtotal: 3,
    usageLimit: 50,
    usedCount: 12,
  });
  const usedUp = voucher({
    id: '4',
    code: 'GONE',
    discount: 1,
    type: 'fixed',
    active: true,
    usageLimit: 5,
    usedCount: 5,
    expiresAt: '2000-01-01T10:00:00.000Z',
  });

  it('lists each voucher with its expiry, minimum and uses', async () => {
    serveVouchers([save10, limited, usedUp]);
    await openPage();

    const row = within(voucherRow('FIRST50'));
    expect(row.getByText(/Expires .*2099/)).toBeInTheDocument();
    expect(row.getByText(/Subtotal from 3\.000 BD/)).toBeInTheDocument();
    expect(row.getByText(/Used 12 of 50/)).toBeInTheDocument();
    expect(within(voucherRow('GONE')).getByText(/Expired .*2000.*Used up \(Used 5 of 5\)/)).toBeInTheDocument();
    expect(within(voucherRow('SAVE10')).getByText('Used 0 times')).toBeInTheDocument();
  });

  it('creates a voucher with an expiry, a minimum subtotal and a usage limit', async () => {
    const sent = serveVouchers();
    const { user } = await openPage();

    await user.type(codeField(), 'first50');
    await user.type(discountField(), '10');
    await user.type(screen.getByLabelText('Expires (Bahrain time)'), '2026-12-31T23:30');
    await user.type(screen.getByLabelText('Minimum subtotal (BD)'), '5.5');
    await user.type(screen.getByLabelText('Usage limit'), '50');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Voucher created!')).toBeInTheDocument();
    expect(sent.creates).toEqual([
      {
        input: {
          code: 'FIRST50',
          type: 'percentage',
          discount: 10,
          active: true,
          // 23:30 in Bahrain, whatever zone the device is in.
          expiresAt: '2026-12-31T20:30:00.000Z',
          minSubtotal: 5.5,
          usageLimit: 50,
        },
      },
    ]);
    expect(await within(voucherRow('FIRST50')).findByText(/Used 0 of 50/)).toBeInTheDocument();
  });

  it('refuses a usage limit under 1 without a call, saying why', async () => {
    const sent = serveVouchers();
    const { user } = await openPage();

    await user.type(codeField(), 'ZERO');
    await user.type(discountField(), '10');
    await user.type(screen.getByLabelText('Usage limit'), '0');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The usage limit must be a whole number of at least 1');
    expect(screen.getByLabelText('Usage limit')).toHaveAttribute('aria-invalid', 'true');
    expect(sent.creates).toEqual([]);
  });

  it('loads the rules for editing, shows the uses so far, and removes an emptied rule', async () => {
    const sent = serveVouchers([limited]);
    const { user } = await renderAdminRoute('/admin/vouchers');
    await screen.findByText('FIRST50');

    await user.click(voucherList().getByRole('button', { name: 'Edit FIRST50' }));

    expect(screen.getByLabelText('Minimum subtotal (BD)')).toHaveValue(3);
    expect(screen.getByLabelText('Usage limit')).toHaveValue(50);
    expect(screen.getByLabelText('Usage limit')).toHaveAccessibleDescription(/Used 12 times so far\./);
    // 2099-01-01T10:00Z is 13:00 in Bahrain.
    expect(screen.getByLabelText('Expires (Bahrain time)')).toHaveValue('2099-01-01T13:00');
    await user.clear(screen.getByLabelText('Minimum subtotal (BD)'));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Voucher updated!')).toBeInTheDocument();
    expect(sent.updates).toEqual([
      {
        id: '3',
        input: {
          discount: 10,
          type: 'percentage',
          active: true,
          expiresAt: '2099-01-01T10:00:00.000Z',
          minSubtotal: null,
          usageLimit: 50,
        },
      },
    ]);
  });
});
