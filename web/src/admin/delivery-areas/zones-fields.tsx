import { useFeatureTexts } from '../../i18n/feature-texts';
import { AddRowButton } from '../shared/add-row-button';
import { TitledCard } from '../shared/admin-form';
import { LIMITS, movedArea, newArea, newZone, type ZoneValues } from './area-form-values';
import { areaFieldId } from './area-row';
import { deliveryAreasTexts } from './delivery-areas-texts';
import type { FieldFlag } from './field-flag';
import { shownName } from './shown-name';
import { ZoneFields, zoneFieldId } from './zone-fields';

const ADD_ZONE_ID = 'areas-add-zone';

interface ZonesFieldsProps {
  zones: ZoneValues[];
  openZones: ReadonlySet<string>;
  flag: FieldFlag;
  onOpenZone: (key: string, open?: boolean) => void;
  onChange: (zones: ZoneValues[]) => void;
  /** Moves the focus once the change is drawn (to a new row's name, or Add after a removal). */
  focusLater: (elementId: string) => void;
}

/** Every zone in the owner's order, each with its areas; zones and areas are added, moved and removed here. */
export function ZonesFields({ zones, openZones, flag, onOpenZone, onChange, focusLater }: ZonesFieldsProps) {
  const { t, i18n } = useFeatureTexts(deliveryAreasTexts);
  const zoneNames = zones.map(
    (zone, index) => shownName(zone, i18n.language) || `${t('adminAreas.zone', { number: index + 1 })}`,
  );
  const canAddArea = zones.reduce((sum, zone) => sum + zone.areas.length, 0) < LIMITS.areas;
  const changeZone = (index: number, changes: Partial<ZoneValues>) =>
    onChange(zones.map((zone, other) => (other === index ? { ...zone, ...changes } : zone)));

  const addZone = () => {
    const zone = newZone();
    onChange([...zones, zone]);
    onOpenZone(zone.key);
    focusLater(zoneFieldId(zone, 'name'));
  };

  return (
    <TitledCard id="areas-zones" title={t('adminAreas.zones')}>
      <p>{t('adminAreas.zonesHint')}</p>
      {zones.length === 0 && <p>{t('adminAreas.noZones')}</p>}
      {zones.map((zone, index) => (
        <ZoneFields
          key={zone.key}
          zone={zone}
          index={index}
          zoneNames={zoneNames}
          open={openZones.has(zone.key)}
          canAddArea={canAddArea}
          flag={flag}
          onToggle={() => onOpenZone(zone.key, !openZones.has(zone.key))}
          onChange={(changes) => changeZone(index, changes)}
          onAddArea={() => {
            const area = newArea();
            changeZone(index, { areas: [...zone.areas, area] });
            focusLater(areaFieldId(area, 'name'));
          }}
          onMoveArea={(area, toZone) => {
            onChange(movedArea(zones, { zone: index, area }, toZone));
            // The area goes to the end of its new zone, shown, with the focus on its zone again.
            onOpenZone(zones[toZone]!.key);
            focusLater(areaFieldId(zone.areas[area]!, 'zone'));
          }}
          onRemoveArea={(area) => {
            changeZone(index, { areas: zone.areas.filter((_, other) => other !== area) });
            focusLater(zoneFieldId(zone, 'add-area'));
          }}
          onRemove={() => {
            onChange(zones.filter((_, other) => other !== index));
            focusLater(ADD_ZONE_ID);
          }}
        />
      ))}
      <AddRowButton id={ADD_ZONE_ID} full={zones.length >= LIMITS.zones} onAdd={addZone}>
        {t('adminAreas.addZone')}
      </AddRowButton>
    </TitledCard>
  );
}
