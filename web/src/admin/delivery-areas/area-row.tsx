import styled from 'styled-components';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { Button } from '../../shared/button';
import { FormField, SelectInput } from '../../shared/form-field';
import { VisuallyHidden, visuallyHiddenStyles } from '../../shared/visually-hidden';
import { media } from '../../theme/media';
import { CheckboxField } from '../shared/admin-form';
import { rowBox } from '../shared/row-box';
import type { AreaValues } from './area-form-values';
import { deliveryAreasTexts } from './delivery-areas-texts';
import type { FieldFlag } from './field-flag';
import { NameFields, rowFieldId } from './name-fields';

/**
 * One area on a line of its own from lg up (names, zone, switch, remove), so a zone of a dozen
 * areas stays short; on phones two columns: the names, then the zone and the switch.
 */
const Row = styled.fieldset`
  ${rowBox}
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: end;
  gap: 0.5rem 0.75rem;
  padding-block: 0.5rem;

  > button {
    justify-self: start;
  }

  legend {
    ${visuallyHiddenStyles}
  }

  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) minmax(0, 11rem) auto auto;
  }
`;

export const areaFieldId = (area: AreaValues, part: 'name' | 'nameAr' | 'zone') => rowFieldId('area', area, part);

interface AreaRowProps {
  area: AreaValues;
  number: number;
  /** The shown name of the area, or 'new area'. */
  name: string;
  zoneIndex: number;
  /** Every zone's shown name, for the zone the area moves to. */
  zoneNames: readonly string[];
  flag: FieldFlag;
  onChange: (changes: Partial<AreaValues>) => void;
  onMove: (toZone: number) => void;
  onRemove: () => void;
}

/** An area: its names, whether the bakery delivers there now, its zone (to move it) and Remove. */
export function AreaRow({ area, number, name, zoneIndex, zoneNames, flag, onChange, onMove, onRemove }: AreaRowProps) {
  const { t } = useFeatureTexts(deliveryAreasTexts);
  return (
    <Row>
      <legend>{`${t('adminAreas.area', { number })}: ${name}`}</legend>
      <NameFields kind="area" row={area} flag={flag} onChange={onChange} />
      <FormField id={areaFieldId(area, 'zone')} label={t('adminAreas.moveTo')}>
        {(control) => (
          <SelectInput {...control} value={zoneIndex} onChange={(event) => onMove(Number(event.target.value))}>
            {zoneNames.map((zoneName, index) => (
              <option key={index} value={index}>
                {zoneName}
              </option>
            ))}
          </SelectInput>
        )}
      </FormField>
      <CheckboxField
        asSwitch
        label={t('adminAreas.areaEnabled')}
        checked={area.enabled}
        onChange={(enabled) => onChange({ enabled })}
      />
      <Button $variant="ghost" onClick={onRemove}>
        {/* The row's name is heard, not drawn: every row's button reads Remove, the names line up above. */}
        {t('adminAreas.removeArea')} <VisuallyHidden>{name}</VisuallyHidden>
      </Button>
    </Row>
  );
}
