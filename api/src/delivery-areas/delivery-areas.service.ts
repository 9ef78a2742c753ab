import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SentList } from '../database/sent-list';
import { InvalidInputError } from '../errors/domain-errors';
import type { CheckedDeliveryAreas } from './delivery-areas-check';
import { checkDeliveryAreas } from './delivery-areas-check';
import type { DeliveryAreasInput, DeliveryAreasView } from './delivery-areas.type';
import { DeliveryAreaSettings } from './delivery-area-settings.entity';
import { DeliveryArea } from './delivery-area.entity';
import { DeliveryZone } from './delivery-zone.entity';

interface WithEm {
  em: EntityManager;
}

/** The stored switches, or the defaults (areas and pickup off) when the owner has saved none. */
export async function deliveryAreaSettings(em: EntityManager): Promise<DeliveryAreaSettings> {
  return (await em.findOne(DeliveryAreaSettings, DeliveryAreaSettings.SINGLETON_ID)) ?? new DeliveryAreaSettings();
}

function viewOf(settings: DeliveryAreaSettings, zones: readonly DeliveryZone[]): DeliveryAreasView {
  return {
    enabled: settings.enabled,
    freeDeliveryFromFils: settings.freeDeliveryFromFils,
    pickup: {
      enabled: settings.pickupEnabled,
      address: settings.pickupAddress,
      addressAr: settings.pickupAddressAr,
      mapUrl: settings.pickupMapUrl,
    },
    zones: zones.map((zone) => ({
      id: zone.id,
      name: zone.name,
      nameAr: zone.nameAr,
      feeFils: zone.feeFils,
      minimumFils: zone.minimumFils,
      areas: zone.areas.getItems().map(({ id, name, nameAr, enabled }) => ({ id, name, nameAr, enabled })),
    })),
  };
}

async function storedZones(em: EntityManager): Promise<DeliveryZone[]> {
  return em.find(DeliveryZone, {}, { populate: ['areas'], orderBy: { position: 'asc', id: 'asc' } });
}

/**
 * Makes the stored zones and areas exactly `checked`, in its order: one sent with its id keeps
 * it (renamed, repriced, moved to another zone), one without is new, one not sent is removed.
 * Orders keep their own copy of their area and fee, so removing changes none.
 */
async function replaceZones(em: EntityManager, checked: CheckedDeliveryAreas): Promise<void> {
  const stored = await storedZones(em);
  const zones = new SentList(stored);
  const areas = new SentList(stored.flatMap((zone) => zone.areas.getItems()));

  checked.zones.forEach((input, position) => {
    const zone = zones.entryFor(input.id, () => em.create(DeliveryZone, { name: input.name, nameAr: input.nameAr }));
    if (!zone) throw new InvalidInputError(`Zone ${input.id} does not exist`);
    Object.assign(zone, {
      position,
      name: input.name,
      nameAr: input.nameAr,
      feeFils: input.feeFils,
      minimumFils: input.minimumFils,
    });

    input.areas.forEach((areaInput, areaPosition) => {
      const area = areas.entryFor(areaInput.id, () =>
        em.create(DeliveryArea, { zone, name: areaInput.name, nameAr: areaInput.nameAr }),
      );
      if (!area) throw new InvalidInputError(`Area ${areaInput.id} does not exist`);
      Object.assign(area, {
        zone,
        position: areaPosition,
        name: areaInput.name,
        nameAr: areaInput.nameAr,
        enabled: areaInput.enabled,
      });
    });
  });

  areas.removeUnnamed(em);
  zones.removeUnnamed(em);
}

/**
 * Stores `checked` as the shop's delivery areas in `em`'s transaction (the owner's save, the demo
 * seed); flushed by the caller.
 */
export async function replaceDeliveryAreas(em: EntityManager, checked: CheckedDeliveryAreas): Promise<void> {
  await replaceZones(em, checked);
  const switches = {
    enabled: checked.enabled,
    freeDeliveryFromFils: checked.freeDeliveryFromFils,
    pickupEnabled: checked.pickup.enabled,
    pickupAddress: checked.pickup.address,
    pickupAddressAr: checked.pickup.addressAr,
    pickupMapUrl: checked.pickup.mapUrl,
  };
  // Through the unit of work under the row's lock, so the activity record sees what changed.
  const stored = await em.findOne(DeliveryAreaSettings, DeliveryAreaSettings.SINGLETON_ID, {
    lockMode: LockMode.PESSIMISTIC_WRITE,
    refresh: true,
  });
  if (stored) Object.assign(stored, switches);
  else em.create(DeliveryAreaSettings, { id: DeliveryAreaSettings.SINGLETON_ID, ...switches });
}

export const deliveryAreasService = {
  /** The areas, their zones and the shop's switches, as checkout and the back office read them. */
  async get({ em }: WithEm): Promise<DeliveryAreasView> {
    const settings = await deliveryAreaSettings(em);
    return viewOf(settings, await storedZones(em));
  },

  /**
   * Replaces the whole of the delivery areas once every rule checks out, in one transaction. Of
   * two first saves at once (no switches stored yet), the second finds the first's and goes again.
   */
  async update({ em }: WithEm, input: DeliveryAreasInput): Promise<DeliveryAreasView> {
    const checked = checkDeliveryAreas(input);
    const save = () =>
      em.transactional(async (tx) => {
        await replaceDeliveryAreas(tx, checked);
        await tx.flush();
      });
    try {
      await save();
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      await save();
    }
    return this.get({ em: em.fork() });
  },
};
