import { showToast } from '../../shared/toast/toast-store';
import { useFailureMessage } from './failure-message';

/**
 * Runs a page's save and says how it went in a toast: `saved` ('Delivery schedule saved!'), or
 * `failedPrefix` and the reason. Answers what the save answered, or nothing on failure.
 */
export function useToastedSave(saved: string, failedPrefix: string) {
  const failureMessage = useFailureMessage();
  return async <Answer>(run: () => Promise<Answer>): Promise<Answer | undefined> => {
    try {
      const answer = await run();
      showToast({ title: saved, variant: 'success' });
      return answer;
    } catch (error) {
      showToast({ title: failureMessage(failedPrefix, error), variant: 'destructive' });
      return undefined;
    }
  };
}
