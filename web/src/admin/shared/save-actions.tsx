import { useFeatureTexts } from '../../i18n/feature-texts';
import { Button } from '../../shared/button';
import { FormAlert } from '../../shared/form-field';
import { adminTexts } from '../admin-texts';
import { FormActions } from './admin-form';

interface SaveActionsProps {
  /** The id of the problem's message, which the fields it is about point to. */
  problemId: string;
  /** What keeps the form from being sent, if anything. */
  problem?: string;
  saving: boolean;
  /** 'Save Delivery Schedule'. */
  saveLabel: string;
}

/** The end of a form saved whole: what keeps it from being sent, then its Save button ('Saving...' meanwhile). */
export function SaveActions({ problemId, problem, saving, saveLabel }: SaveActionsProps) {
  const { t } = useFeatureTexts(adminTexts);
  return (
    <>
      {problem && (
        <FormAlert id={problemId} role="alert">
          {problem}
        </FormAlert>
      )}
      <FormActions>
        <Button type="submit" disabled={saving}>
          {saving ? t('admin.saving') : saveLabel}
        </Button>
      </FormActions>
    </>
  );
}
