import type { DeliveryAreasInput } from '@crumb/shared/schema-types';
import {
  DeliveryAreasDocument,
  UpdateDeliveryAreasDocument,
  type DeliveryAreasFieldsFragment,
} from '@crumb/shared/shared-operations';
import { adminRoute, publicRoute } from '../rest/rest-route';
import { fromRestId, toRestId } from '../rest/rest-schemas';
import {
  AREA_NAME_MAX_LENGTH,
  MAP_URL_MAX_LENGTH,
  MAX_AREAS,
  MAX_ZONES,
  PICKUP_ADDRESS_MAX_LENGTH,
} from './delivery-areas-check';

// The delivery areas calls (docs/product.md#delivery-calls). These schemas check types and
// document the shapes; the rules (names in both languages, amounts, unique names, known ids)
// are the service's, so REST and GraphQL answer the same messages.

const money = (description: string) => ({
  type: 'number',
  minimum: 0,
  description: `BD, at most three decimals. ${description}`,
});
const name = (language: string) => ({
  type: 'string',
  description: `In ${language}; required, at most ${AREA_NAME_MAX_LENGTH} characters.`,
});
const id = (what: string, optional: boolean) => ({
  type: 'integer',
  description: optional
    ? `The ${what}'s id: keep it to change a stored ${what} (orders placed keep their own copy); leave it out for a new one, the server gives it.`
    : `The ${what}'s id.`,
});

function shapeOf(optionalIds: boolean) {
  const area = {
    type: 'object',
    properties: {
      id: id('area', optionalIds),
      name: name('English'),
      name_ar: name('Arabic'),
      enabled: {
        type: 'boolean',
        description: optionalIds ? 'Default true. Off: orders to it are refused.' : 'Off: orders to it are refused.',
      },
    },
    required: optionalIds ? ['name', 'name_ar'] : ['id', 'name', 'name_ar', 'enabled'],
  } as const;
  const zone = {
    type: 'object',
    properties: {
      id: id('zone', optionalIds),
      name: name('English'),
      name_ar: name('Arabic'),
      fee: money('The delivery charge to its areas; 0 allowed.'),
      minimum: money('The smallest subtotal (before any voucher discount) taken for its areas; 0 for none.'),
      areas: { type: 'array', items: area, description: "In the owner's order." },
    },
    required: optionalIds
      ? ['name', 'name_ar', 'fee', 'minimum', 'areas']
      : ['id', 'name', 'name_ar', 'fee', 'minimum', 'areas'],
  } as const;
  return {
    type: 'object',
    properties: {
      enabled: {
        type: 'boolean',
        description:
          'Off (the default): every delivered order pays the flat 2.000 BD and gives a free-text address, and freeDeliveryFrom does not apply.',
      },
      freeDeliveryFrom: {
        type: ['number', 'null'],
        minimum: 0,
        description:
          'BD: delivery is free from this subtotal (before any voucher discount) on, the amount itself included; null: never.',
      },
      pickup: {
        type: 'object',
        properties: {
          enabled: {
            type: 'boolean',
            description: 'Whether checkout offers collecting the order from the shop, free.',
          },
          address: {
            type: 'string',
            description: `The shop's address in English; required while pickup is on; at most ${PICKUP_ADDRESS_MAX_LENGTH} characters.`,
          },
          address_ar: { type: 'string', description: `The shop's address in Arabic; required while pickup is on.` },
          mapUrl: {
            type: 'string',
            description: `An http(s) link to the shop on a map, at most ${MAP_URL_MAX_LENGTH} characters; '' for none.`,
          },
        },
        required: optionalIds ? ['enabled', 'address', 'address_ar'] : ['enabled', 'address', 'address_ar', 'mapUrl'],
      },
      zones: {
        type: 'array',
        items: zone,
        description: `At most ${MAX_ZONES} zones and ${MAX_AREAS} areas in all; names unique in each language.`,
      },
    },
    required: ['enabled', 'freeDeliveryFrom', 'pickup', 'zones'],
  } as const;
}

/** The delivery areas as GET and PUT /api/delivery-areas carry them (ids optional on new zones and areas). */
export interface DeliveryAreasBody {
  enabled: boolean;
  freeDeliveryFrom: number | null;
  pickup: { enabled: boolean; address: string; address_ar: string; mapUrl?: string };
  zones: Array<{
    id?: number;
    name: string;
    name_ar: string;
    fee: number;
    minimum: number;
    areas: Array<{ id?: number; name: string; name_ar: string; enabled?: boolean }>;
  }>;
}

/** The body as the GraphQL input; fields the shape does not have are ignored, not refused. */
function areasInput(body: DeliveryAreasBody): DeliveryAreasInput {
  return {
    enabled: body.enabled,
    freeDeliveryFrom: body.freeDeliveryFrom,
    pickup: {
      enabled: body.pickup.enabled,
      address: body.pickup.address,
      addressAr: body.pickup.address_ar,
      mapUrl: body.pickup.mapUrl ?? null,
    },
    zones: body.zones.map((zone) => ({
      id: fromRestId(zone.id),
      name: zone.name,
      nameAr: zone.name_ar,
      fee: zone.fee,
      minimum: zone.minimum,
      areas: zone.areas.map((area) => ({
        id: fromRestId(area.id),
        name: area.name,
        nameAr: area.name_ar,
        enabled: area.enabled ?? null,
      })),
    })),
  };
}

function toRestAreas(areas: DeliveryAreasFieldsFragment) {
  return {
    enabled: areas.enabled,
    freeDeliveryFrom: areas.freeDeliveryFrom,
    pickup: {
      enabled: areas.pickup.enabled,
      address: areas.pickup.address,
      address_ar: areas.pickup.addressAr,
      mapUrl: areas.pickup.mapUrl,
    },
    zones: areas.zones.map((zone) => ({
      id: toRestId(zone.id),
      name: zone.name,
      name_ar: zone.nameAr,
      fee: zone.fee,
      minimum: zone.minimum,
      areas: zone.areas.map((area) => ({
        id: toRestId(area.id),
        name: area.name,
        name_ar: area.nameAr,
        enabled: area.enabled,
      })),
    })),
  };
}

export const deliveryAreasRestRoutes = [
  publicRoute({
    method: 'GET',
    url: '/delivery-areas',
    schema: {
      summary: 'Get the delivery areas, their fees and pickup',
      operationId: 'getDeliveryAreas',
      description:
        'Zones with their fee and minimum subtotal, each with its areas (switched-off ones included, marked), the free-delivery threshold and pickup from the shop. Checkout shows the fee before the order is placed; the server computes it again when the order is placed.',
      tags: ['delivery'],
      response: { 200: shapeOf(false) },
    },
    operation: DeliveryAreasDocument,
    variables: () => ({}),
    reply: (data) => toRestAreas(data.deliveryAreas),
    cached: true,
  }),
  adminRoute({
    method: 'PUT',
    url: '/delivery-areas',
    schema: {
      summary: 'Replace the delivery areas, their fees and pickup',
      operationId: 'updateDeliveryAreas',
      description:
        'The shape GET answers; ids optional on new zones and areas (the server gives them). A zone or area sent with its id is changed (an area may move to another zone), one without is new, one left out is removed; orders keep the area and fee they were placed with. Unknown fields are ignored. Answers the shape as stored.',
      tags: ['delivery'],
      body: shapeOf(true),
      response: { 200: shapeOf(false) },
    },
    operation: UpdateDeliveryAreasDocument,
    variables: (request) => ({ input: areasInput(request.body as DeliveryAreasBody) }),
    reply: (data) => toRestAreas(data.updateDeliveryAreas),
  }),
];
