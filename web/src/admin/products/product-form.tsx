import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { adminTexts } from '../admin-texts';
import type { AdminProductsQuery } from '../graphql/generated';
import { OptionList } from '../../shared/option-list';
import { SelectField } from '../../shared/select-field';
import { TextField } from '../../shared/text-field';
import { color } from '../../theme/tokens';
import { adminHref } from '../admin-paths';
import { CheckboxField } from '../shared/admin-form';
import { ImageFileInput } from '../shared/image-file-input';
import { CatalogTextFields } from './item-editor/catalog-text-fields';
import { ItemFormCard } from './item-editor/item-form-card';
import type { ItemForm } from './item-editor/use-item-form';
import { OptionGroupsEditor } from './option-groups/option-groups-editor';
import {
  isMessageLengthValid,
  isPositiveAmount,
  MESSAGE_LENGTH_LIMIT,
  productProblem,
  type AdminProduct,
  type ProductFormValues,
} from './product-form-values';
import { MAX_PICKS, OPTION_NAME_MAX_LENGTH } from '@crumb/shared/product-options';
import { productsTexts } from './products-texts';
import { wholeNumberInput } from '../../shared/whole-number-input';

const HintLink = styled(Link)`
  color: ${color('primary')};
  font-weight: 600;
`;

interface ProductFormProps {
  form: ItemForm<AdminProduct, ProductFormValues>;
  categories: AdminProductsQuery['categories'];
  saving: boolean;
  onSave: () => void;
}

/**
 * The product form (docs/product.md#products-admin): name and description in English and Arabic,
 * price, category, image, Featured, the cake message and the groups of choices. After a refused
 * save the fields that stopped it are marked invalid.
 */
export function ProductForm({ form, categories, saving, onSave }: ProductFormProps) {
  const { t } = useFeatureTexts(productsTexts, adminTexts);
  const { values, change, editing, showProblems } = form;
  const problem = showProblems ? productProblem(values) : undefined;
  const refused = problem === 'requiredFields';
  const missing = (blank: boolean) => (refused && blank) || undefined;

  return (
    <ItemFormCard
      title={editing ? t('adminProducts.editTitle') : t('adminProducts.addTitle')}
      editing={Boolean(editing)}
      saving={saving}
      problem={
        problem &&
        t(`adminProducts.${problem}`, {
          max: problem === 'options.invalid' ? MAX_PICKS : MESSAGE_LENGTH_LIMIT,
          length: OPTION_NAME_MAX_LENGTH,
        })
      }
      onSave={onSave}
      onCancel={form.cancel}
    >
      <CatalogTextFields
        idPrefix="product"
        labelText={(key, field) => t(`adminProducts.${key}`, { field })}
        form={form}
        nameMissing={refused && values.name.trim() === ''}
        markRequired
      />
      <TextField
        id="product-price"
        label={t('adminProducts.price')}
        requiredMark="brand"
        invalid={missing(!isPositiveAmount(values.price))}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        dir="ltr"
        aria-required="true"
        value={values.price}
        onChange={(event) => change('price', event.target.value)}
      />
      <SelectField
        id="product-category"
        label={t('adminProducts.category')}
        requiredMark="brand"
        invalid={missing(values.categoryId === '')}
        hint={
          categories.length === 0 && (
            <>
              {t('adminProducts.noCategories')}{' '}
              <HintLink to={adminHref('categories')}>{t('adminProducts.addCategoryFirst')}</HintLink>
            </>
          )
        }
        aria-required="true"
        value={values.categoryId}
        onChange={(event) => change('categoryId', event.target.value)}
      >
        <option value="">{t('adminProducts.selectCategory')}</option>
        <OptionList values={categories} label={(category) => category.name} />
      </SelectField>
      <ImageFileInput
        id="product-image"
        label={t('adminProducts.image')}
        current={editing?.image}
        file={values.image}
        onChange={(file) => change('image', file)}
        hint={editing ? t('adminProducts.replaceImageHint') : t('admin:admin.imagesOnly')}
      />
      <CheckboxField
        label={t('adminProducts.featured')}
        checked={values.featured}
        onChange={(checked) => change('featured', checked)}
      />
      <CheckboxField
        label={t('adminProducts.takesMessage')}
        checked={values.takesMessage}
        onChange={(checked) => change('takesMessage', checked)}
      />
      {values.takesMessage && (
        <TextField
          id="product-message-length"
          label={t('adminProducts.messageMaxLength')}
          requiredMark="brand"
          hint={t('adminProducts.messageMaxLengthHint', { max: MESSAGE_LENGTH_LIMIT })}
          invalid={(showProblems && !isMessageLengthValid(values)) || undefined}
          {...wholeNumberInput(1, MESSAGE_LENGTH_LIMIT)}
          dir="ltr"
          aria-required="true"
          value={values.messageMaxLength}
          onChange={(event) => change('messageMaxLength', event.target.value)}
        />
      )}
      <OptionGroupsEditor
        groups={values.options}
        onChange={(options) => change('options', options)}
        showProblems={showProblems}
      />
    </ItemFormCard>
  );
}
