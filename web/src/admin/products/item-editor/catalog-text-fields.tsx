import type { Ref } from 'react';
import { FormField, TextArea } from '../../../shared/form-field';
import { TextField } from '../../../shared/text-field';
import { BilingualPair, languageInputProps, type TextLanguage } from '../../shared/bilingual';
import type { CatalogTextValues } from './catalog-texts';

/** The keys each item feature words these fields with, in its own namespace. */
/** What these fields need of the item form. */
interface CatalogTextForm {
  values: CatalogTextValues;
  change: (field: keyof CatalogTextValues, value: string) => void;
  firstFieldRef: Ref<HTMLInputElement>;
}

type CatalogLabelKey = 'name' | 'description' | 'inEnglish' | 'inArabic' | 'arabicNameHint';

interface CatalogTextFieldsProps {
  /** Starts the inputs' ids: `product` gives product-name, product-name-ar, ... */
  idPrefix: string;
  /**
   * The feature's text of a key: 'Name' and 'Description', written into 'inEnglish' and
   * 'inArabic' as their `field`; 'arabicNameHint' under the Arabic name says that it is optional
   * and what shows where it is empty.
   */
  labelText: (key: CatalogLabelKey, field?: string) => string;
  /** The item form's texts and their setter; its English name, the first field, gets focus when an item is loaded. */
  form: CatalogTextForm;
  /** A save was refused while the English name is blank. */
  nameMissing: boolean;
  /** Puts the required mark on the English name's label (the product form marks its required fields). */
  markRequired?: boolean;
}

/**
 * The name and description of a product or category in English and Arabic, side by side.
 * Only the English name is required (docs/product.md#products); each input carries its language,
 * so the Arabic ones run right to left and are read as Arabic whatever the back office's language.
 */
export function CatalogTextFields({ idPrefix, labelText, form, nameMissing, markRequired }: CatalogTextFieldsProps) {
  const { values, change, firstFieldRef } = form;
  const name = labelText('name');
  const description = labelText('description');
  const labels = {
    name: labelText('inEnglish', name),
    nameAr: labelText('inArabic', name),
    nameArHint: labelText('arabicNameHint'),
    description: labelText('inEnglish', description),
    descriptionAr: labelText('inArabic', description),
  };
  return (
    <>
      <BilingualPair>
        <TextField
          id={`${idPrefix}-name`}
          label={labels.name}
          requiredMark={markRequired && 'brand'}
          invalid={nameMissing || undefined}
          ref={firstFieldRef}
          autoComplete="off"
          {...languageInputProps.en}
          aria-required="true"
          value={values.name}
          onChange={(event) => change('name', event.target.value)}
        />
        <TextField
          id={`${idPrefix}-name-ar`}
          label={labels.nameAr}
          hint={labels.nameArHint}
          autoComplete="off"
          {...languageInputProps.ar}
          value={values.nameAr}
          onChange={(event) => change('nameAr', event.target.value)}
        />
      </BilingualPair>
      <BilingualPair>
        <DescriptionArea language="en" idPrefix={idPrefix} label={labels.description} values={values} change={change} />
        <DescriptionArea
          language="ar"
          idPrefix={idPrefix}
          label={labels.descriptionAr}
          values={values}
          change={change}
        />
      </BilingualPair>
    </>
  );
}

const descriptionFields = { en: 'description', ar: 'descriptionAr' } as const;
const idSuffixes = { en: '', ar: '-ar' } as const;

interface DescriptionAreaProps extends Pick<CatalogTextForm, 'values' | 'change'> {
  idPrefix: string;
  language: TextLanguage;
  label: string;
}

/** The description in one language: a few lines, written in that language's direction. */
function DescriptionArea({ language, idPrefix, label, values, change }: DescriptionAreaProps) {
  const field = descriptionFields[language];
  return (
    <FormField id={`${idPrefix}-description${idSuffixes[language]}`} label={label}>
      {(control) => (
        <TextArea
          {...control}
          rows={3}
          {...languageInputProps[language]}
          value={values[field]}
          onChange={(event) => change(field, event.target.value)}
        />
      )}
    </FormField>
  );
}
