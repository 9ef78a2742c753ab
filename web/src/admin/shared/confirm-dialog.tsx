import { useState } from 'react';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { Button } from '../../shared/button';
import { DialogActions, DialogDescription, ModalDialog } from '../../shared/dialog';
import { adminTexts } from '../admin-texts';

interface PendingQuestion {
  message: string;
  resolve: (confirmed: boolean) => void;
}

function ConfirmDialog({ question, onAnswer }: { question: PendingQuestion; onAnswer: (confirmed: boolean) => void }) {
  const { t } = useFeatureTexts(adminTexts);
  return (
    <ModalDialog role="alertdialog" title={t('admin.confirmTitle')} onClose={() => onAnswer(false)}>
      <DialogDescription>{question.message}</DialogDescription>
      <DialogActions>
        <Button $variant="outline" onClick={() => onAnswer(false)}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => onAnswer(true)}>{t('admin.confirm')}</Button>
      </DialogActions>
    </ModalDialog>
  );
}

/**
 * A yes/no question in our own dialog ('Are you sure you want to delete this
 * product?'), translated and keyboard operable, unlike window.confirm. Render `dialog`
 * somewhere in the page; `confirm(message)` resolves true for OK, false for Cancel or Escape.
 */
export function useConfirm() {
  const [question, setQuestion] = useState<PendingQuestion>();
  const confirm = (message: string) => new Promise<boolean>((resolve) => setQuestion({ message, resolve }));
  const dialog = question ? (
    <ConfirmDialog
      question={question}
      onAnswer={(confirmed) => {
        setQuestion(undefined);
        question.resolve(confirmed);
      }}
    />
  ) : null;
  return { confirm, dialog };
}
