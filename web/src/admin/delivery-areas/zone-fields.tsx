import styled from 'styled-components';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { formatFils } from '@crumb/shared/money';
import { Button } from '../../shared/button';
import { FieldHint } from '../../shared/form-field';
import { StackList } from '../../shared/stack-list';
import { TextField } from '../../shared/text-field';
import { spreadRow } from '../../shared/spread-row';
import { color } from '../../theme/tokens';
import { AddRowButton } from '../shared/add-row-button';
import { BilingualPair } from '../shared/bilingual';
import { rowBox } from '../shared/row-box';
import { amountInput } from './amount-input';
import { typedFils, type AreaValues, type ZoneValues } from './area-form-values';
import { AreaRow } from './area-row';
import { deliveryAreasTexts } from './delivery-areas-texts';
import type { FieldFlag } from './field-flag';
import { NameFields, rowFieldId } from './name-fields';
import { shownName } from './shown-name';

const ZoneBox = styled.fieldset`
  ${rowBox}
  background: ${color('secondary', 0.35)};

  legend {
    padding-inline: 0.25rem;
    font-weight: 700;
  }
`;

const ToggleRow = styled.div`
  ${spreadRow('center', '0.5rem')}
`;

const AreasRegion = styled.div`
  display: grid;
  gap: 0.75rem;
`;

export const zoneFieldId = (zone: ZoneValues, part: 'name' | 'nameAr' | 'fee' | 'minimum' | 'areas' | 'add-area') =>
  rowFieldId('zone', zone, part);

interface ZoneFieldsProps {
  zone: ZoneValues;
  index: number;
  zoneNames: readonly string[];
  /** Its areas are shown (a zone starts folded: the demo's six zones hold some forty areas). */
  open: boolean;
  canAddArea: boolean;
  flag: FieldFlag;
  onToggle: () => void;
  onChange: (changes: Partial<ZoneValues>) => void;
  onAddArea: () => void;
  onMoveArea: (area: number, toZone: number) => void;
  onRemoveArea: (area: number) => void;
  onRemove: () => void;
}

/** A zone: its names, fee and minimum, and its areas behind a button that shows or hides them. */
export function ZoneFields({
  zone,
  index,
  zoneNames,
  open,
  canAddArea,
  flag,
  onToggle,
  onChange,
  onAddArea,
  onMoveArea,
  onRemoveArea,
  onRemove,
}: ZoneFieldsProps) {
  const { t, i18n } = useFeatureTexts(deliveryAreasTexts);
  const number = index + 1;
  const name = zoneNames[index]!;
  const fee = typedFils(zone.fee, null);
  const minimum = typedFils(zone.minimum, 0);
  const changeArea = (areaIndex: number, changes: Partial<AreaValues>) =>
    onChange({ areas: zone.areas.map((area, other) => (other === areaIndex ? { ...area, ...changes } : area)) });

  return (
    <ZoneBox>
      <legend>{`${t('adminAreas.zone', { number })}: ${name}`}</legend>
      <BilingualPair>
        <NameFields kind="zone" row={zone} flag={flag} onChange={onChange} />
      </BilingualPair>
      <BilingualPair>
        <TextField
          id={zoneFieldId(zone, 'fee')}
          label={t('adminAreas.fee')}
          {...flag(zoneFieldId(zone, 'fee'))}
          {...amountInput}
          requiredMark="brand"
          aria-required="true"
          value={zone.fee}
          onChange={(event) => onChange({ fee: event.target.value })}
        />
        <TextField
          id={zoneFieldId(zone, 'minimum')}
          label={t('adminAreas.minimum')}
          hint={t('adminAreas.minimumHint')}
          {...flag(zoneFieldId(zone, 'minimum'))}
          {...amountInput}
          value={zone.minimum}
          onChange={(event) => onChange({ minimum: event.target.value })}
        />
      </BilingualPair>
      <ToggleRow>
        <FieldHint>
          {fee !== null &&
            minimum !== null &&
            `${t('adminAreas.zoneSummary', { fee: formatFils(fee), minimum: formatFils(minimum) })} · `}
          {t('adminAreas.areaCount', {
            count: zone.areas.length,
            on: zone.areas.filter((area) => area.enabled).length,
          })}
        </FieldHint>
        <Button $variant="outline" aria-expanded={open} aria-controls={zoneFieldId(zone, 'areas')} onClick={onToggle}>
          {t(open ? 'adminAreas.hideAreas' : 'adminAreas.showAreas', { zone: name })}
        </Button>
      </ToggleRow>
      {/* Folded, the areas are not drawn at all: a zone's areas are many rows of fields. */}
      {open && (
        <AreasRegion id={zoneFieldId(zone, 'areas')}>
          {zone.areas.length === 0 ? (
            <p>{t('adminAreas.noAreas')}</p>
          ) : (
            <StackList aria-label={t('adminAreas.areas', { zone: name })}>
              {zone.areas.map((area, areaIndex) => (
                <li key={area.key}>
                  <AreaRow
                    area={area}
                    number={areaIndex + 1}
                    name={shownName(area, i18n.language) || t('adminAreas.newArea')}
                    zoneIndex={index}
                    zoneNames={zoneNames}
                    flag={flag}
                    onChange={(changes) => changeArea(areaIndex, changes)}
                    onMove={(toZone) => onMoveArea(areaIndex, toZone)}
                    onRemove={() => onRemoveArea(areaIndex)}
                  />
                </li>
              ))}
            </StackList>
          )}
          <AddRowButton id={zoneFieldId(zone, 'add-area')} full={!canAddArea} onAdd={onAddArea}>
            {t('adminAreas.addArea', { zone: name })}
          </AddRowButton>
        </AreasRegion>
      )}
      <div>
        <Button $variant="ghost" onClick={onRemove}>
          {t('adminAreas.removeZone', { zone: name })}
        </Button>
      </div>
    </ZoneBox>
  );
}
