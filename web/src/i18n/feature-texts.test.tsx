import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { cartTexts } from '../cart/cart-texts';
import { homeTexts } from '../home/home-texts';
import { createI18n } from './create-i18n';
import { useFeatureTexts } from './feature-texts';

/** A fresh instance, as the server makes one per request: it holds only the shared texts. */
function renderTexts<Result>(hook: () => Result, language: 'en' | 'ar' = 'en') {
  const instance = createI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={instance}>{children}</I18nextProvider>
  );
  return { instance, result: renderHook(hook, { wrapper }).result };
}

describe("a feature's texts (its own i18next namespace)", () => {
  it('are added to the instance that renders the component, in both languages', () => {
    const { instance, result } = renderTexts(() => useFeatureTexts(homeTexts).t, 'ar');
    expect(instance.hasResourceBundle('en', 'home')).toBe(true);
    expect(result.current('home.orderNow')).toBe(homeTexts.resources.ar.home.orderNow);
    expect(instance.getFixedT('en', 'home')('home.orderNow')).toBe(homeTexts.resources.en.home.orderNow);
  });

  it('read the shared texts as their own, and a second namespace by its name', () => {
    const { result } = renderTexts(() => useFeatureTexts(homeTexts, cartTexts).t);
    expect(result.current('price.amount', { amount: '1.500' })).toBe('1.500 BD');
    expect(result.current('cart:cart.title')).toBe(cartTexts.resources.en.cart.title);
  });

  it('are keys tsc checks: a missing key or a namespace not asked for does not compile', () => {
    const { result } = renderTexts(() => useFeatureTexts(homeTexts).t);
    const t = result.current;
    // @ts-expect-error no such key in the home namespace
    expect(t('home.noSuchText')).toBe('home.noSuchText');
    // @ts-expect-error the cart's key, from a component that asked for the home namespace only
    expect(t('cart.title')).toBe('cart.title');
  });
});
