import { useConfirm } from '../../shared/confirm-dialog';
import { withOutcomeToast } from './outcome-toast';

interface ConfirmedDeleteOptions {
  /** 'Are you sure you want to delete this product?' */
  question: string;
  remove: (id: string) => Promise<unknown>;
  success: string;
  failure: (error: unknown) => string;
  /** Runs once an item is gone, e.g. to leave edit mode if it was the one being edited. */
  onDeleted: (id: string) => void;
}

/**
 * Delete after the owner said yes, with the outcome toast (docs/product.md#back-office-access). Render
 * `dialog` in the page.
 */
export function useConfirmedDelete({ question, remove, success, failure, onDeleted }: ConfirmedDeleteOptions) {
  const { confirm, dialog } = useConfirm();
  const requestDelete = async (id: string) => {
    if (!(await confirm(question))) return;
    if (await withOutcomeToast(() => remove(id), success, failure)) onDeleted(id);
  };
  return { requestDelete, dialog };
}
