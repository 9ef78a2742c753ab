import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CustomersDocument, type CustomerFieldsFragment } from '@crumb/shared/shared-operations';
import { AdminCustomerOrdersDocument } from '../graphql/generated';
import { server } from '../../testing/msw-server';
import { plainText } from '../../testing/plain-text';
import { renderAdminRoute } from '../testing/render-admin-route';

// Named by type, as the server answers: Apollo reads a fragment's fields only on the type it names.
type Customer = CustomerFieldsFragment & { __typename: 'Customer' };

const customer = (overrides: Partial<Customer> & Pick<Customer, 'whatsapp' | 'name'>): Customer => ({
  __typename: 'Customer',
  orders: 1,
  spent: 10,
  firstOrderAt: '2026-11-01T09:00:00.000Z',
  lastOrderAt: '2026-11-20T09:00:00.000Z',
  language: 'en',
  ...overrides,
});

const fatima = customer({ whatsapp: '97336001234', name: 'Fatima Ali', orders: 3, spent: 42.5 });
const sara = customer({ whatsapp: '97339005678', name: 'Sara', orders: 1, spent: 6 });

/** Answers the customers whose name or number holds the search, and records the searches asked. */
function serveCustomers(all: Customer[]) {
  const asked: Array<string | null | undefined> = [];
  server.use(
    graphql.query(CustomersDocument, ({ variables }) => {
      asked.push(variables.q);
      const q = variables.q?.toLowerCase() ?? '';
      const items = all.filter((each) => each.name.toLowerCase().includes(q) || each.whatsapp.includes(q));
      return HttpResponse.json({ data: { customers: { total: items.length, items } } });
    }),
  );
  return asked;
}

describe('admin customers page (/admin/customers)', () => {
  it('lists each customer with their number, orders, spending and last order, each leading to their orders', async () => {
    serveCustomers([fatima, sara]);
    await renderAdminRoute('/admin/customers');

    const list = within(await screen.findByRole('list', { name: 'Customers' }));
    expect(screen.getByRole('status')).toHaveTextContent('2 customers');
    const rows = list.getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      '/admin/customers/97336001234',
      '/admin/customers/97339005678',
    ]);
    expect(rows[0]).toHaveTextContent('Fatima Ali');
    expect(rows[0]).toHaveTextContent('+97336001234');
    expect(rows[0]).toHaveTextContent(/3 orders · Spent 42\.500 BD · Last order Nov 20, 2026/);
  });

  it('searches by name or number', async () => {
    const asked = serveCustomers([fatima, sara]);
    const { user } = await renderAdminRoute('/admin/customers');
    await screen.findByRole('list', { name: 'Customers' });

    await user.type(screen.getByLabelText('Search customers'), 'sara');

    expect(await screen.findByText('1 customer')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Customers' })).getAllByRole('link')).toHaveLength(1);
    expect(asked.at(-1)).toBe('sara');
    await user.clear(screen.getByLabelText('Search customers'));
    await user.type(screen.getByLabelText('Search customers'), 'nobody');
    expect(await screen.findByText('No customer matches this search')).toBeInTheDocument();
  });

  it('reads in Arabic, and says when there are no customers yet', async () => {
    serveCustomers([]);
    await renderAdminRoute('/admin/customers', { language: 'ar' });

    expect(await screen.findByText('لا يوجد عملاء بعد')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'العملاء' })).toBeInTheDocument();
  });

  it("opens a customer's page, asking for the orders of their number", async () => {
    const asked: string[] = [];
    server.use(
      graphql.query(AdminCustomerOrdersDocument, ({ variables }) => {
        asked.push(variables.whatsapp ?? '');
        return HttpResponse.json({ data: { customerOrders: { total: 0, items: [] } } });
      }),
    );
    await renderAdminRoute('/admin/customers/97336001234');

    expect(await screen.findByText('No orders with this number')).toBeInTheDocument();
    expect(screen.getByText('Orders of +97336001234', { normalizer: plainText })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All customers' })).toHaveAttribute('href', '/admin/customers');
    expect(asked).toEqual(['97336001234']);
  });
});
