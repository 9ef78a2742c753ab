import { MAX_CHOICES_PER_OPTION, MAX_OPTIONS_PER_PRODUCT, MAX_PICKS } from '@crumb/shared/product-options';
import styled from 'styled-components';
import { useFeatureTexts } from '../../../i18n/feature-texts';
import { FieldHint } from '../../../shared/form-field';
import { TextField } from '../../../shared/text-field';
import { twoColumnsFrom } from '../../../theme/media';
import { color } from '../../../theme/tokens';
import { AddRowButton } from '../../shared/add-row-button';
import { CheckboxField } from '../../shared/admin-form';
import { rowBox } from '../../shared/row-box';
import { productsTexts } from '../products-texts';
import {
  fieldProblems,
  moved,
  newChoice,
  newOptionGroup,
  type ChoiceValues,
  type OptionGroupValues,
} from './option-group-values';
import { RowActions, RowActionsBar } from './row-actions';
import { useFocusAfterRender } from '../../shared/use-focus-after-render';
import { wholeNumberInput } from '../../../shared/whole-number-input';

const Section = styled.section`
  display: grid;
  gap: 0.75rem;
  padding-block-start: 0.5rem;
  border-block-start: 1px solid ${color('border')};

  h3 {
    font-size: 1.0625rem;
  }
`;

/**
 * A group's or a choice's box: its legend and its move and remove buttons on the first line, the
 * fields under them. The legend is floated, which makes it a grid item like the buttons.
 */
const GroupBox = styled.fieldset`
  ${rowBox}
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  background: ${color('secondary', 0.35)};

  legend {
    float: inline-start;
    padding: 0;
    font-weight: 700;
  }

  > :not(legend, ${RowActionsBar}) {
    grid-column: 1 / -1;
  }
`;

const ChoiceBox = styled(GroupBox)`
  background: ${color('card')};

  legend {
    font-weight: 600;
  }
`;

/** Two fields side by side where there is room (the names in both languages), one above the other on a phone. */
const Pair = styled.div`
  ${twoColumnsFrom('sm')}
  gap: 0.75rem;
  align-items: end;
`;

interface OptionGroupsEditorProps {
  groups: OptionGroupValues[];
  onChange: (groups: OptionGroupValues[]) => void;
  /** Mark the fields that stop the save (once a save was refused). */
  showProblems: boolean;
}

/**
 * The product's groups of choices (a size, flavours, add-ons), in the order shoppers see them:
 * each group with its names in English and Arabic, whether shoppers must choose and how many
 * they may pick; each choice with its names, its price difference and its own sold-out switch.
 * Groups and choices are added, reordered and removed here; the product's save sends them all.
 */
export function OptionGroupsEditor({ groups, onChange, showProblems }: OptionGroupsEditorProps) {
  const { t } = useFeatureTexts(productsTexts);
  const focusLater = useFocusAfterRender();
  const groupId = (group: OptionGroupValues) => `product-option-${group.key}`;

  const changeGroup = (index: number, changes: Partial<OptionGroupValues>) =>
    onChange(groups.map((group, other) => (other === index ? { ...group, ...changes } : group)));

  const addGroup = () => {
    const group = newOptionGroup();
    onChange([...groups, group]);
    focusLater(`${groupId(group)}-name`);
  };

  return (
    <Section aria-labelledby="product-options-title">
      <h3 id="product-options-title">{t('adminProducts.options.title')}</h3>
      <FieldHint>{t(groups.length === 0 ? 'adminProducts.options.none' : 'adminProducts.options.hint')}</FieldHint>
      {groups.map((group, index) => (
        <OptionGroupFields
          key={group.key}
          idPrefix={groupId(group)}
          group={group}
          index={index}
          count={groups.length}
          showProblems={showProblems}
          onChange={(changes) => changeGroup(index, changes)}
          onMove={(to) => {
            onChange(moved(groups, index, to));
            focusLater(`${groupId(group)}-${to < 0 ? 'up' : 'down'}`);
          }}
          onRemove={() => {
            onChange(groups.filter((_, other) => other !== index));
            focusLater('product-options-add');
          }}
        />
      ))}
      <AddRowButton id="product-options-add" full={groups.length >= MAX_OPTIONS_PER_PRODUCT} onAdd={addGroup}>
        {t('adminProducts.options.addGroup')}
      </AddRowButton>
    </Section>
  );
}

interface OptionGroupFieldsProps {
  idPrefix: string;
  group: OptionGroupValues;
  index: number;
  count: number;
  showProblems: boolean;
  onChange: (changes: Partial<OptionGroupValues>) => void;
  onMove: (to: -1 | 1) => void;
  onRemove: () => void;
}

interface NameFieldsProps {
  idPrefix: string;
  /** 'Group name' or 'Choice name': the labels add the language. */
  field: string;
  row: { name: string; nameAr: string };
  showProblems: boolean;
  onChange: (changes: { name?: string; nameAr?: string }) => void;
}

/** A group's or a choice's name in English (required) and in Arabic, side by side where there is room. */
function NameFields({ idPrefix, field, row, showProblems, onChange }: NameFieldsProps) {
  const { t } = useFeatureTexts(productsTexts);
  const flagged = (problem: boolean) => (showProblems && problem) || undefined;
  return (
    <Pair>
      <TextField
        id={`${idPrefix}-name`}
        label={t('adminProducts.inEnglish', { field })}
        requiredMark="brand"
        aria-required="true"
        invalid={flagged(fieldProblems.name(row.name))}
        value={row.name}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <TextField
        id={`${idPrefix}-name-ar`}
        label={t('adminProducts.inArabic', { field })}
        lang="ar"
        dir="rtl"
        invalid={flagged(fieldProblems.nameAr(row.nameAr))}
        value={row.nameAr}
        onChange={(event) => onChange({ nameAr: event.target.value })}
      />
    </Pair>
  );
}

/** A row's name as the buttons read it: in the back office's language where written, else the English one. */
function shownName(row: { name: string; nameAr: string }, language: string): string {
  return (language === 'ar' && row.nameAr.trim()) || row.name.trim();
}

function OptionGroupFields({
  idPrefix,
  group,
  index,
  count,
  showProblems,
  onChange,
  onMove,
  onRemove,
}: OptionGroupFieldsProps) {
  const { t, i18n } = useFeatureTexts(productsTexts);
  const focusLater = useFocusAfterRender();
  const number = index + 1;
  const groupName = shownName(group, i18n.language) || t('adminProducts.options.group', { number });
  const flagged = (problem: boolean) => (showProblems && problem) || undefined;
  const choiceId = (choice: ChoiceValues) => `${idPrefix}-choice-${choice.key}`;
  const { choices } = group;

  const changeChoice = (choiceIndex: number, changes: Partial<ChoiceValues>) =>
    onChange({ choices: choices.map((choice, other) => (other === choiceIndex ? { ...choice, ...changes } : choice)) });

  const addChoice = () => {
    const choice = newChoice();
    onChange({ choices: [...choices, choice] });
    focusLater(`${choiceId(choice)}-name`);
  };

  const hintId = `${idPrefix}-hint`;

  return (
    <GroupBox>
      <legend>{t('adminProducts.options.group', { number })}</legend>
      <RowActions
        idPrefix={idPrefix}
        name={groupName}
        index={index}
        count={count}
        onMove={onMove}
        onRemove={onRemove}
      />
      <NameFields
        idPrefix={idPrefix}
        field={t('adminProducts.options.groupName')}
        row={group}
        showProblems={showProblems}
        onChange={onChange}
      />
      <Pair>
        <TextField
          id={`${idPrefix}-max`}
          label={t('adminProducts.options.maxChoices')}
          describedBy={[hintId]}
          requiredMark="brand"
          aria-required="true"
          invalid={flagged(fieldProblems.maxChoices(group.maxChoices))}
          {...wholeNumberInput(1, MAX_PICKS)}
          dir="ltr"
          value={group.maxChoices}
          onChange={(event) => onChange({ maxChoices: event.target.value })}
        />
        <CheckboxField
          label={t('adminProducts.options.required')}
          checked={group.required}
          onChange={(required) => onChange({ required })}
        />
      </Pair>
      <FieldHint id={hintId}>
        {t('adminProducts.options.maxChoicesHint', { max: MAX_PICKS })} {t('adminProducts.options.priceDeltaHint')}
      </FieldHint>
      {choices.map((choice, choiceIndex) => {
        const id = choiceId(choice);
        const choiceNumber = choiceIndex + 1;
        const name = shownName(choice, i18n.language) || t('adminProducts.options.choice', { number: choiceNumber });
        return (
          <ChoiceBox key={choice.key}>
            <legend>{t('adminProducts.options.choice', { number: choiceNumber })}</legend>
            <RowActions
              idPrefix={id}
              name={name}
              index={choiceIndex}
              count={choices.length}
              canRemove={choices.length > 1}
              onMove={(to) => {
                onChange({ choices: moved(choices, choiceIndex, to) });
                focusLater(`${id}-${to < 0 ? 'up' : 'down'}`);
              }}
              onRemove={() => {
                onChange({ choices: choices.filter((_, other) => other !== choiceIndex) });
                focusLater(`${idPrefix}-add-choice`);
              }}
            />
            <NameFields
              idPrefix={id}
              field={t('adminProducts.options.choiceName')}
              row={choice}
              showProblems={showProblems}
              onChange={(changes) => changeChoice(choiceIndex, changes)}
            />
            <Pair>
              <TextField
                id={`${id}-price`}
                label={t('adminProducts.options.priceDelta')}
                describedBy={[hintId]}
                invalid={flagged(fieldProblems.priceDelta(choice.priceDelta))}
                type="number"
                inputMode="decimal"
                step={0.001}
                dir="ltr"
                value={choice.priceDelta}
                onChange={(event) => changeChoice(choiceIndex, { priceDelta: event.target.value })}
              />
              <CheckboxField
                label={t('adminProducts.options.available')}
                checked={choice.available}
                onChange={(available) => changeChoice(choiceIndex, { available })}
              />
            </Pair>
          </ChoiceBox>
        );
      })}
      <AddRowButton id={`${idPrefix}-add-choice`} full={choices.length >= MAX_CHOICES_PER_OPTION} onAdd={addChoice}>
        {t('adminProducts.options.addChoice')}
      </AddRowButton>
    </GroupBox>
  );
}
