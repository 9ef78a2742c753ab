/** The input props of an amount in BD with up to three decimals, from 0: the decimal keyboard on phones, digits left to right. */
export const amountInput = {
  type: 'number',
  inputMode: 'decimal',
  min: 0,
  step: 0.001,
  dir: 'ltr',
} as const;
