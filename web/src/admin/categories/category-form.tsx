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
 * The category form (docs/product.md#categories-admin): name and description in English and Arabic,
 * image, homepage display image and Show on Homepage. A blank English name is refused with
 * 'Category name is required'.
 */
export function CategoryForm({ form, saving, onSave }: CategoryFormProps) {
  const { t } = useFeatureTexts(categoriesTexts, adminTexts);
  const { values, change, editing, showProblems } = form;
  const refused = showProblems && !hasCategoryName(values);
  const imageHint = editing ? t('adminCategories.replaceImageHint') : t('admin:admin.imagesOnly');
  const images = [
    { field: 'image', id: 'category-image', label: t('adminCategories.image'), hint: imageHint },
    {
      field: 'displayImage',
      id: 'category-display-image',
      label: t('adminCategories.displayImage'),
      hint: (
        <>
          {t('adminCategories.displayImageHint')} {imageHint}
        </>
      ),
    },
  ] as const;

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
        labelText={(key, field) => t(`adminCategories.${key}`, { field })}
        form={form}
        nameMissing={refused}
      />
      {images.map(({ field, id, label, hint }) => (
        <ImageFileInput
          key={field}
          id={id}
          label={label}
          current={editing?.[field]}
          file={values[field]}
          onChange={(file) => change(field, file)}
          hint={hint}
        />
      ))}
      <CheckboxField
        label={t('adminCategories.showOnHomepage')}
        checked={values.showOnHomepage}
        onChange={(checked) => change('showOnHomepage', checked)}
      />
    </ItemFormCard>
  );
}
