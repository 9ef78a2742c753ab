import type { Ref } from 'react';
import { TextArea, TextInput } from '../../../shared/form-field';
import { Field } from '../../shared/admin-form';
import { BilingualPair, languageInputProps } from '../../shared/bilingual';
import type { CatalogTextValues } from './catalog-texts';

interface CatalogTextLabels {
  name: string;
  nameAr: string;
  /** Under the Arabic name: that it is optional, and what shows where it is empty. */
  nameArHint: string;
  description: string;
  descriptionAr: string;
}

interface CatalogTextFieldsProps {
  /** Starts the inputs' ids: `product` gives product-name, product-name-ar, ... */
  idPrefix: string;
  labels: CatalogTextLabels;
  values: CatalogTextValues;
  change: (field: keyof CatalogTextValues, value: string) => void;
  /** The English name, the form's first field: it gets focus when an item is loaded. */
  firstFieldRef: Ref<HTMLInputElement>;
  /** A save was refused while the English name is blank. */
  nameMissing: boolean;
  /** Puts the required mark on the English name's label (the product form marks its required fields). */
  markRequired?: boolean;
}

/**
 * The name and description of a product or category in English and Arabic, side by side
 * (issue 11). Only the English name is required (SPEC §5); each input carries its language,
 * so the Arabic ones run right to left and are read as Arabic whatever the back office's language.
 */
export function CatalogTextFields({ idPrefix, labels, values, change, firstFieldRef, nameMissing, markRequired }: CatalogTextFieldsProps) {
  const hintId = `${idPrefix}-name-ar-hint`;
  return (
    <>
      <BilingualPair>
        <Field label={labels.name} htmlFor={`${idPrefix}-name`} required={markRequired}>
          <TextInput
            ref={firstFieldRef}
            id={`${idPrefix}-name`}
            autoComplete="off"
            {...languageInputProps.en}
            aria-required="true"
            aria-invalid={nameMissing || undefined}
            value={values.name}
            onChange={(event) => change('name', event.target.value)}
          />
        </Field>
        <Field label={labels.nameAr} htmlFor={`${idPrefix}-name-ar`} hint={labels.nameArHint} hintId={hintId}>
          <TextInput
            id={`${idPrefix}-name-ar`}
            autoComplete="off"
            {...languageInputProps.ar}
            aria-describedby={hintId}
            value={values.nameAr}
            onChange={(event) => change('nameAr', event.target.value)}
          />
        </Field>
      </BilingualPair>
      <BilingualPair>
        <Field label={labels.description} htmlFor={`${idPrefix}-description`}>
          <TextArea
            id={`${idPrefix}-description`}
            rows={3}
            {...languageInputProps.en}
            value={values.description}
            onChange={(event) => change('description', event.target.value)}
          />
        </Field>
        <Field label={labels.descriptionAr} htmlFor={`${idPrefix}-description-ar`}>
          <TextArea
            id={`${idPrefix}-description-ar`}
            rows={3}
            {...languageInputProps.ar}
            value={values.descriptionAr}
            onChange={(event) => change('descriptionAr', event.target.value)}
          />
        </Field>
      </BilingualPair>
    </>
  );
}
