import type { Ref } from 'react';
import { FormField, TextArea, TextInput } from '../../../shared/form-field';
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
export function CatalogTextFields({
  idPrefix,
  labels,
  values,
  change,
  firstFieldRef,
  nameMissing,
  markRequired,
}: CatalogTextFieldsProps) {
  return (
    <>
      <BilingualPair>
        <FormField
          id={`${idPrefix}-name`}
          label={labels.name}
          required={markRequired && 'brand'}
          invalid={nameMissing || undefined}
        >
          {(control) => (
            <TextInput
              {...control}
              ref={firstFieldRef}
              autoComplete="off"
              {...languageInputProps.en}
              aria-required="true"
              value={values.name}
              onChange={(event) => change('name', event.target.value)}
            />
          )}
        </FormField>
        <FormField id={`${idPrefix}-name-ar`} label={labels.nameAr} hint={labels.nameArHint}>
          {(control) => (
            <TextInput
              {...control}
              autoComplete="off"
              {...languageInputProps.ar}
              value={values.nameAr}
              onChange={(event) => change('nameAr', event.target.value)}
            />
          )}
        </FormField>
      </BilingualPair>
      <BilingualPair>
        <FormField id={`${idPrefix}-description`} label={labels.description}>
          {(control) => (
            <TextArea
              {...control}
              rows={3}
              {...languageInputProps.en}
              value={values.description}
              onChange={(event) => change('description', event.target.value)}
            />
          )}
        </FormField>
        <FormField id={`${idPrefix}-description-ar`} label={labels.descriptionAr}>
          {(control) => (
            <TextArea
              {...control}
              rows={3}
              {...languageInputProps.ar}
              value={values.descriptionAr}
              onChange={(event) => change('descriptionAr', event.target.value)}
            />
          )}
        </FormField>
      </BilingualPair>
    </>
  );
}
