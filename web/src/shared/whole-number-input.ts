/**
 * The input props of a field that takes a whole number from `min` to `max` (no upper bound when
 * left out): a number input that steps by one and brings up the digits keyboard on phones.
 */
export const wholeNumberInput = (min: number, max?: number) => ({
  type: 'number' as const,
  inputMode: 'numeric' as const,
  min,
  max,
  step: 1,
});
