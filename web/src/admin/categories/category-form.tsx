import './categories-texts';
import { useTranslation } from 'react-i18next';
import { TextArea, TextInput } from '../../shared/form-field';
import { CheckboxField, Field } from '../shared/admin-form';
import { ImageFileInput } from '../shared/image-file-input';
import { ItemFormCard } from '../products/item-editor/item-form-card';
import type { ItemForm } from '../products/item-editor/use-item-form';
import { hasCategoryName, type AdminCategory, type CategoryFormValues } from './category-form-values';

interface CategoryFormProps {
  form: ItemForm<AdminCategory, CategoryFormValues>;
  saving: boolean;
  onSave: () => void;
}

/**
 * SPEC §2 Admin Categories, the form: name, description, image, homepage display image and
 * Show on Homepage. A blank name is refused with 'Category name is required'.
 */
export function CategoryForm({ form, saving, onSave }: CategoryFormProps) {
  const { t } = useTranslation();
  const { values, change, editing, showProblems } = form;
  const refused = showProblems && !hasCategoryName(values);
  const imageHint = editing ? t('adminCategories.replaceImageHint') : t('admin.imagesOnly');

  return (
    <ItemFormCard
      title={editing ? t('adminCategories.editTitle') : t('adminCategories.addTitle')}
      editing={Boolean(editing)}
      saving={saving}
      problem={refused ? t('adminCategories.nameRequired') : undefined}
      onSave={onSave}
      onCancel={form.cancel}
    >
      {/* The form's one required field: aria-required and the refusal say so. No '*' mark, which
          would join the label's text ('Name*') for tools that find a field by its exact label. */}
      <Field label={t('adminCategories.name')} htmlFor="category-name">
        <TextInput
          ref={form.firstFieldRef}
          id="category-name"
          autoComplete="off"
          dir="auto"
          aria-required="true"
          aria-invalid={refused || undefined}
          value={values.name}
          onChange={(event) => change('name', event.target.value)}
        />
      </Field>
      <Field label={t('adminCategories.description')} htmlFor="category-description">
        <TextArea
          id="category-description"
          rows={3}
          dir="auto"
          value={values.description}
          onChange={(event) => change('description', event.target.value)}
        />
      </Field>
      <ImageFileInput
        id="category-image"
        label={t('adminCategories.image')}
        current={editing?.image}
        file={values.image}
        onChange={(file) => change('image', file)}
        hint={imageHint}
      />
      <ImageFileInput
        id="category-display-image"
        label={t('adminCategories.displayImage')}
        current={editing?.displayImage}
        file={values.displayImage}
        onChange={(file) => change('displayImage', file)}
        hint={
          <>
            {t('adminCategories.displayImageHint')} {imageHint}
          </>
        }
      />
      <CheckboxField
        label={t('adminCategories.showOnHomepage')}
        checked={values.showOnHomepage}
        onChange={(checked) => change('showOnHomepage', checked)}
      />
    </ItemFormCard>
  );
}
