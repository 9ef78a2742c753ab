import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PlaceOrderDocument, ValidateVoucherDocument } from '../graphql/generated';
import { server } from '../testing/msw-server';
import { renderRoute } from '../testing/render-route';
import { fillCustomer, storeDemoCart } from './checkout-testing';

// The voucher rules' refusals, answered in English by the API, shown at checkout in
// the shopper's language.

const refusal = (message: string) => ({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] });
const refuseVoucher = (message: string) =>
  server.use(graphql.query(ValidateVoucherDocument, () => HttpResponse.json(refusal(message))));

const cases = [
  ['an expired voucher', 'This voucher has expired', 'This voucher has expired', 'انتهت صلاحية هذه القسيمة'],
  [
    'a subtotal under the minimum',
    'This voucher needs a subtotal of at least 15.000 BD',
    'This voucher needs a subtotal of at least 15.000 BD',
    'تتطلب هذه القسيمة مجموعًا فرعيًا لا يقل عن 15.000 د.ب',
  ],
  ['a used-up voucher', 'This voucher has been used up', 'This voucher has been used up', 'نفدت استخدامات هذه القسيمة'],
] as const;

describe('checkout: voucher rule refusals', () => {
  it.each(cases)('says why %s does not apply, in English', async (_case, message, english) => {
    storeDemoCart();
    refuseVoucher(message);
    const { user } = await renderRoute('/checkout');

    await user.type(await screen.findByLabelText('Voucher Code'), 'FIRST50{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(english);
    expect(screen.queryByText('FIRST50 applied')).not.toBeInTheDocument();
  });

  it.each(cases)('says why %s does not apply, in Arabic', async (_case, message, _english, arabic) => {
    storeDemoCart();
    refuseVoucher(message);
    const { user } = await renderRoute('/checkout', { language: 'ar' });

    await user.type(await screen.findByLabelText('رمز القسيمة'), 'FIRST50{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(arabic);
  });

  it('says the voucher was used up when the order is refused for it, staying on the page', async () => {
    storeDemoCart();
    server.use(graphql.mutation(PlaceOrderDocument, () => HttpResponse.json(refusal('This voucher has been used up'))));
    const { user, router } = await renderRoute('/checkout');
    await fillCustomer(user);
    await user.type(screen.getByLabelText('Voucher Code'), 'SAVE10{Enter}');
    await screen.findByText('SAVE10 applied');

    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByText('This voucher has been used up')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });
});
