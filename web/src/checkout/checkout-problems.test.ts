import { describe, expect, it } from 'vitest';
import { checkoutProblems, problemsHeading } from './checkout-problems';
import { emptyCheckoutValues } from './checkout-values';
import { emptyDestinationValues, type Destination } from './destination-values';

const filled = { ...emptyCheckoutValues, customerName: 'Fatima', whatsapp: '+973 3900 1234', address: 'Road 12' };
const fieldsOf = (...args: Parameters<typeof checkoutProblems>) =>
  checkoutProblems(...args).map((found) => found.field);
/** The heading a refused submit shows, or undefined when nothing holds the order back. */
const heading = (...args: Parameters<typeof checkoutProblems>) => {
  const problems = checkoutProblems(...args);
  return problems.length > 0 ? problemsHeading(problems) : undefined;
};

describe('checkout validation (on submit)', () => {
  it('needs the name, the WhatsApp number and the address, blanks counting as missing', () => {
    expect(heading({ values: filled })).toBeUndefined();
    expect(heading({ values: { ...filled, customerName: '' } })).toBe('checkout.requiredFields');
    expect(heading({ values: { ...filled, whatsapp: '   ' } })).toBe('checkout.requiredFields');
    expect(heading({ values: { ...filled, address: '\n' } })).toBe('checkout.requiredFields');
    expect(fieldsOf({ values: emptyCheckoutValues })).toEqual(['customerName', 'whatsapp', 'address']);
  });

  it('leaves the notes optional', () => {
    expect(heading({ values: { ...filled, note: '' } })).toBeUndefined();
  });

  it('asks for a payment method once the required fields are there', () => {
    expect(heading({ values: { ...filled, paymentMethod: '' } })).toBe('checkout.paymentRequired');
    expect(heading({ values: { ...filled, customerName: '', paymentMethod: '' } })).toBe('checkout.requiredFields');
  });

  it('refuses a WhatsApp number the shop cannot message, by the order rule the api applies', () => {
    for (const whatsapp of ['123', '3600 123', '+973', '1234567890123456']) {
      const problems = checkoutProblems({ values: { ...filled, whatsapp } });
      expect(problems, whatsapp).toEqual([expect.objectContaining({ field: 'whatsapp', kind: 'invalid' })]);
      expect(problems[0]!.message).toBe('checkout.problems.whatsappInvalid');
      expect(problemsHeading(problems)).toBe('checkout.problems.checkDetails');
    }
    for (const whatsapp of ['36001234', '+973 3600 1234', '٣٦٠٠١٢٣٤', '0044 20 7946 0958']) {
      expect(checkoutProblems({ values: { ...filled, whatsapp } }), whatsapp).toEqual([]);
    }
  });

  it('with delivery areas on, asks for the area and its numbers instead of the free-text address', () => {
    const byArea: Destination = { terms: { pickupOffered: true, areasOn: true }, values: emptyDestinationValues };
    expect(fieldsOf({ values: { ...filled, address: '' }, destination: byArea })).toEqual([
      'area',
      'house',
      'road',
      'block',
    ]);
    const building = {
      ...byArea,
      values: { ...emptyDestinationValues, areaId: '4', building: '12', road: '1', block: '3' },
    };
    expect(fieldsOf({ values: { ...filled, address: '' }, destination: building })).toEqual([]);
    const pickup = { ...byArea, values: { ...emptyDestinationValues, fulfilment: 'pickup' as const } };
    expect(fieldsOf({ values: { ...filled, address: '' }, destination: pickup })).toEqual([]);
  });

  it('asks for the day and the window while the schedule does, on the review step', () => {
    const problems = checkoutProblems({ values: filled, slot: { date: '2026-12-08' } });
    expect(problems).toEqual([
      { field: 'slot', message: 'checkout.deliverySlot.missing', kind: 'blank', step: 'review' },
    ]);
    expect(checkoutProblems({ values: filled, slot: { date: '2026-12-08', window: 'w1' } })).toEqual([]);
  });
});
