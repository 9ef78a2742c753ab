import { useId, useState } from 'react';
import styled from 'styled-components';
import { ADDRESS_PART_MAX_LENGTH, DIRECTIONS_MAX_LENGTH } from '@crumb/shared/order-limits';
import { useFeatureTexts } from '../i18n/feature-texts';
import { FieldError, FieldHint, FormField, TextArea } from '../shared/form-field';
import { formatPriceInText } from '../shared/format-price';
import { TextField } from '../shared/text-field';
import { searchAreas, type AreaOption } from './area-search';
import { checkoutTexts } from './checkout-texts';
import { ChoiceNote } from './choice-note';
import { checkoutFieldIds, problemOf, type CheckoutField, type FieldProblem } from './checkout-problems';
import type { AddressPartField } from './destination-values';
import { FormSection } from './form-section';
import { SlotChoiceGroup } from './slot-choice-group';
import type { CheckoutDestination } from './use-checkout-destination';

/** The matches scroll within the section: Bahrain has dozens of areas. */
const AreaList = styled.div`
  max-block-size: 17rem;
  overflow-y: auto;
  padding: 0.25rem;
`;

/** The short numbers side by side, on phones too. */
const Numbers = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1rem;
`;

interface AreaAddressFieldsProps {
  destination: CheckoutDestination;
  /** After a refused submit, what is wrong: each field says it under itself. */
  problems: readonly FieldProblem[];
  disabled: boolean;
}

/**
 * The delivery address while areas are on: the area, found by typing its name in English or
 * Arabic (spelt loosely) and picked from the matches as a radio, then the address's numbers
 * (flat or house, building, road, block) and optional directions.
 */
export function AreaAddressFields({ destination, problems, disabled }: AreaAddressFieldsProps) {
  const { t, i18n } = useFeatureTexts(checkoutTexts);
  const id = useId();
  const [search, setSearch] = useState('');
  const { values, change } = destination;
  const arabic = i18n.language.startsWith('ar');
  const nameOf = (area: AreaOption) => (arabic ? area.nameAr : area.name);
  const found = searchAreas(destination.areas, search);
  const areaMissing = problemOf(problems, 'area') !== undefined;
  const statusId = `${id}-status`;
  const errorId = `${id}-area-error`;
  // A house or a building number: either will do, so both are marked while both are blank, and
  // the building's field is described by the house's message.
  const houseProblem = problemOf(problems, 'house');
  const message = (field: CheckoutField) => {
    const problem = problemOf(problems, field);
    return problem && t(problem.message);
  };

  const part = (field: AddressPartField, required: boolean) => ({
    id: `checkout-${field}`,
    name: field,
    label: t(`checkout.destination.${field}`),
    value: values[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    disabled,
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    dir: 'auto',
    maxLength: ADDRESS_PART_MAX_LENGTH,
    ...(required && { requiredMark: 'alert' as const, 'aria-required': true }),
  });

  return (
    <FormSection title={t('checkout.destination.addressTitle')}>
      <TextField
        id="checkout-area-search"
        label={t('checkout.destination.areaSearch')}
        hint={t('checkout.destination.areaSearchHint')}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        disabled={disabled}
        autoComplete="off"
        enterKeyHint="search"
        dir="auto"
        describedBy={[statusId, areaMissing && errorId]}
        invalid={areaMissing || undefined}
        // Enter in the search picks the best match rather than sending the order.
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (found[0]) change('areaId', found[0].id);
        }}
      />
      {/* Read out as the list narrows, so a screen-reader user knows what the typing found. */}
      <FieldHint id={statusId} role="status">
        {search.trim() &&
          (found.length === 0
            ? t('checkout.destination.noArea', { search: search.trim() })
            : t('checkout.destination.areasFound', { count: found.length }))}
      </FieldHint>
      {found.length > 0 && (
        <AreaList>
          <SlotChoiceGroup
            name={`${id}-area`}
            legend={t('checkout.destination.area')}
            minWidth="10rem"
            options={found.map((area) => ({
              value: area.id,
              label: (
                <>
                  <span dir="auto">{nameOf(area)}</span>
                  {/* Each part isolated, so an Arabic name beside an amount keeps the page's order. */}
                  <ChoiceNote>
                    <bdi>{arabic ? area.name : area.nameAr}</bdi> · <bdi>{formatPriceInText(area.zone.fee, t)}</bdi>
                  </ChoiceNote>
                </>
              ),
            }))}
            chosen={values.areaId || undefined}
            onChoose={(areaId) => change('areaId', areaId)}
            disabled={disabled}
            invalid={areaMissing}
            describedBy={areaMissing ? errorId : ''}
          />
        </AreaList>
      )}
      {areaMissing && <FieldError id={errorId}>{t('checkout.destination.missingArea')}</FieldError>}
      <Numbers>
        <TextField {...part('house', false)} error={message('house')} />
        <TextField
          {...part('building', false)}
          invalid={houseProblem && true}
          describedBy={[houseProblem && `${checkoutFieldIds.house}-error`]}
        />
        <TextField {...part('road', true)} error={message('road')} />
        <TextField {...part('block', true)} error={message('block')} />
      </Numbers>
      <FieldHint>{t('checkout.destination.numbersHint')}</FieldHint>
      <FormField id="checkout-directions" label={t('checkout.destination.directions')}>
        {(control) => (
          <TextArea
            {...control}
            name="directions"
            rows={2}
            placeholder={t('checkout.destination.directionsPlaceholder')}
            value={values.directions}
            onChange={(event) => change('directions', event.target.value)}
            disabled={disabled}
            maxLength={DIRECTIONS_MAX_LENGTH}
            dir="auto"
          />
        )}
      </FormField>
    </FormSection>
  );
}
