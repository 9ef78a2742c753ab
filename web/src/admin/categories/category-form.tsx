import { useFeatureTexts } from '../../i18n/feature-texts';
import { adminTexts } from '../admin-texts';
import { CheckboxField } from '../shared/admin-form';
import { ImageFileInput } from '../shared/image-file-input';
import { CatalogTextFields } from '../products/item-editor/catalog-text-fields';
import { ItemFormCard } from '../products/item-editor/item-form-card';
import type { ItemForm } from '../products/item-editor/use-item-form';
import { categoriesTexts } from './categories-texts';
import { hasCategoryName, type AdminCategory, type CategoryFormValues } from './category-form-values';

interface CategoryFormProps {
  form: ItemForm<AdminCategory, CategoryFormValues>;
  saving: boolean;
  onSave: () => void;
}

/**
 * SPEC §2 Admin Categories, the form: name and description in English and Arabic (issue 11),
 * image, homepage display image and Show on Homepage. A blank English name is refused with
 * 'Category name is required'.
 */
export function CategoryForm({ form, saving, onSave }: CategoryFormProps) {
  const { t } = useFeatureTexts(categoriesTexts, adminTexts);
  const { values, change, editing, showProblems } = form;
  const refused = showProblems && !hasCategoryName(values);
  const imageHint = editing ? t('adminCategories.replaceImageHint') : t('admin:admin.imagesOnly');

  return (
    <ItemFormCard
      title={editing ? t('adminCategories.editTitle') : t('adminCategories.addTitle')}
      editing={Boolean(editing)}
      saving={saving}
      problem={refused ? t('adminCategories.nameRequired') : undefined}
      onSave={onSave}
      onCancel={form.cancel}
    >
      {/* The English name is the form's one required field: aria-required and the refusal say
          so. No '*' mark, which would join the label's text for tools that find a field by its
          exact label. */}
      <CatalogTextFields
        idPrefix="category"
        labels={{
          name: t('adminCategories.inEnglish', { field: t('adminCategories.name') }),
          nameAr: t('adminCategories.inArabic', { field: t('adminCategories.name') }),
          nameArHint: t('adminCategories.arabicNameHint'),
          description: t('adminCategories.inEnglish', { field: t('adminCategories.description') }),
          descriptionAr: t('adminCategories.inArabic', { field: t('adminCategories.description') }),
        }}
        values={values}
        change={change}
        firstFieldRef={form.firstFieldRef}
        nameMissing={refused}
      />
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
