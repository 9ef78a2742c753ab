import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { formatPrice } from './format-price';

describe('formatPrice (three decimals followed by BD)', () => {
  const english = i18n.getFixedT('en');

  it('shows three decimals followed by BD', () => {
    expect(formatPrice(4.5, english)).toBe('4.500 BD');
    expect(formatPrice(12, english)).toBe('12.000 BD');
    expect(formatPrice(0.125, english)).toBe('0.125 BD');
  });

  it('uses the Arabic currency name with the same Western digits', () => {
    expect(formatPrice(4.5, i18n.getFixedT('ar'))).toBe('4.500 د.ب');
  });
});
