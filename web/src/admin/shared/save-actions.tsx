import { useFeatureTexts } from '../../i18n/feature-texts';
import { Button } from '../../shared/button';
import { FormAlert } from '../../shared/form-field';
import { adminTexts } from '../admin-texts';
import { FormActions } from './admin-form';

interface SubmitActionsProps {
  /** While the form's call is on its way: the button is disabled and says so. */
  busy: boolean;
  /** 'Invite'. */
  label: string;
  /** 'Inviting...'. */
  busyLabel: string;
}

/** A form's actions row with its submit button, which says what it is doing while the call runs. */
export function SubmitActions({ busy, label, busyLabel }: SubmitActionsProps) {
  return (
    <FormActions>
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </FormActions>
  );
}

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
      <SubmitActions busy={saving} label={saveLabel} busyLabel={t('admin.saving')} />
    </>
  );
}
