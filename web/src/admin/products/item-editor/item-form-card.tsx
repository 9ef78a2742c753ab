import { useId, type ReactNode } from 'react';
import { useFeatureTexts } from '../../../i18n/feature-texts';
import { Button } from '../../../shared/button';
import { FormAlert } from '../../../shared/form-field';
import { adminTexts } from '../../admin-texts';
import { AdminCard, AdminForm, FormActions } from '../../shared/admin-form';

interface ItemFormCardProps {
  /** 'Add Product' in create mode, 'Edit Product' in edit mode. */
  title: string;
  editing: boolean;
  saving: boolean;
  /** Why the last save was refused before anything was sent. */
  problem?: string;
  onSave: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * The form card of the product and category pages (docs/product.md#products-admin,
 * #categories-admin): its heading, the fields, the refusal and the buttons Create, or Update plus
 * Cancel while editing. The form checks its fields itself (noValidate), so the owner gets our
 * message rather than the browser's.
 */
export function ItemFormCard({ title, editing, saving, problem, onSave, onCancel, children }: ItemFormCardProps) {
  const { t } = useFeatureTexts(adminTexts);
  const headingId = useId();
  const submitLabel = saving ? t('admin.saving') : editing ? t('admin.update') : t('admin.create');

  return (
    <AdminCard>
      <h2 id={headingId}>{title}</h2>
      <AdminForm
        noValidate
        aria-labelledby={headingId}
        aria-busy={saving}
        onSubmit={(event) => {
          event.preventDefault();
          if (!saving) onSave();
        }}
      >
        {children}
        {problem && <FormAlert role="alert">{problem}</FormAlert>}
        <FormActions>
          {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus. */}
          <Button type="submit" aria-disabled={saving}>
            {submitLabel}
          </Button>
          {editing && (
            <Button $variant="outline" onClick={onCancel} disabled={saving}>
              {t('common.cancel')}
            </Button>
          )}
        </FormActions>
      </AdminForm>
    </AdminCard>
  );
}
