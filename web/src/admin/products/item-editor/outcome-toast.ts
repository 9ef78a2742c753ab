import { showToast } from '../../../shared/toast/toast-store';

/**
 * Runs a save or a delete and tells the owner how it went (docs/product.md#back-office-access): the
 * success text, or the failure's message in a destructive toast. Resolves true when it succeeded.
 */
export async function withOutcomeToast(
  action: () => Promise<unknown>,
  success: string,
  failure: (error: unknown) => string,
): Promise<boolean> {
  try {
    await action();
  } catch (error) {
    showToast({ title: failure(error), variant: 'destructive' });
    return false;
  }
  showToast({ title: success, variant: 'success' });
  return true;
}
