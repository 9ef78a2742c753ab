import { describe, expect, it } from 'vitest';
import { exactFils, filsToDinar } from '@crumb/shared/money';
import { MoneyScalar } from './money.scalar';

describe('money', () => {
  it('turns dinar with up to three decimals into exact fils', () => {
    expect(exactFils(4.5)).toBe(4500);
    expect(exactFils(0.001)).toBe(1);
    expect(exactFils(12.345)).toBe(12345);
    expect(exactFils(0.1 + 0.2)).toBe(300);
    expect(exactFils(0)).toBe(0);
  });

  it('refuses amounts finer than a fil, and numbers that are not finite', () => {
    expect(exactFils(1.2345)).toBeNull();
    expect(exactFils(Number.NaN)).toBeNull();
    expect(exactFils(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('sends fils as dinar and reads dinar back to the same fils', () => {
    for (const fils of [0, 1, 999, 2000, 12500, 123456789]) {
      expect(MoneyScalar.parseValue(MoneyScalar.serialize(fils))).toBe(fils);
    }
    expect(filsToDinar(12500)).toBe(12.5);
  });

  it('refuses text and fractional fils', () => {
    expect(() => MoneyScalar.parseValue('4.5')).toThrow(/number/);
    expect(() => MoneyScalar.serialize(1.5)).toThrow();
  });
});
