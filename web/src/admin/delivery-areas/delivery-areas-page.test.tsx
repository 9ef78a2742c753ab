import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DeliveryAreasInput } from '@crumb/shared/schema-types';
import { DeliveryAreasDocument, UpdateDeliveryAreasDocument } from '@crumb/shared/shared-operations';
import { refusal } from '../../testing/api-errors';
import { axeViolations } from '../../testing/axe-violations';
import { failingQuery } from '../../testing/handlers';
import { server } from '../../testing/msw-server';
import { lazyAdminPage } from '../testing/lazy-admin-page';

const stored: DeliveryAreasInput = {
  enabled: false,
  freeDeliveryFrom: 20,
  pickup: { enabled: false, address: 'Road 3803, Adliya', addressAr: 'طريق 3803، العدلية', mapUrl: '' },
  zones: [
    {
      id: '1',
      name: 'Manama',
      nameAr: 'المنامة',
      fee: 1.5,
      minimum: 0,
      areas: [
        { id: '11', name: 'Juffair', nameAr: 'الجفير', enabled: true },
        { id: '12', name: 'Adliya', nameAr: 'العدلية', enabled: true },
      ],
    },
    {
      id: '2',
      name: 'Riffa',
      nameAr: 'الرفاع',
      fee: 3,
      minimum: 10,
      areas: [{ id: '21', name: 'East Riffa', nameAr: 'الرفاع الشرقي', enabled: false }],
    },
  ],
};

let nextId = 100;

/** The answer the API gives for `input`: new zones and areas get ids, a blank map link stays ''. */
const answer = (input: DeliveryAreasInput) => ({
  __typename: 'DeliveryAreasView',
  enabled: input.enabled,
  freeDeliveryFrom: input.freeDeliveryFrom ?? null,
  pickup: { __typename: 'PickupView', ...input.pickup, mapUrl: input.pickup.mapUrl ?? '' },
  zones: input.zones.map((zone) => ({
    __typename: 'DeliveryZoneView',
    ...zone,
    id: zone.id ?? String(++nextId),
    areas: zone.areas.map((area) => ({
      __typename: 'DeliveryAreaView',
      ...area,
      id: area.id ?? String(++nextId),
      enabled: area.enabled ?? true,
    })),
  })),
});

/** Serves the stored areas and records every save, answering with what was sent. */
function serveAreas() {
  const saves: DeliveryAreasInput[] = [];
  const stores = graphql.mutation(UpdateDeliveryAreasDocument, ({ variables: { input } }) => {
    saves.push(input);
    return HttpResponse.json({ data: { updateDeliveryAreas: answer(input) } });
  });
  server.use(
    graphql.query(DeliveryAreasDocument, () => HttpResponse.json({ data: { deliveryAreas: answer(stored) } })),
    stores,
  );
  return saves;
}

const zoneGroup = (name: string) => within(screen.getByRole('group', { name }));
const save = () => screen.getByRole('button', { name: 'Save Delivery Areas' });

describe('Delivery Areas (/admin/delivery-areas)', () => {
  const openPage = lazyAdminPage('/admin/delivery-areas', () => import('./delivery-areas-page'));

  it('shows the stored areas: off, free delivery, pickup, and each zone with its areas folded', async () => {
    serveAreas();
    const { container, user } = await openPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery Areas' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Charge delivery by area' })).not.toBeChecked();
    expect(
      screen.getByText(
        "When off, every order pays the shop's flat 2.000 BD delivery charge and gives a free-text address.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Free delivery from (BD)')).toHaveValue(20);
    expect(screen.getByRole('switch', { name: 'Let shoppers collect their order from the shop' })).not.toBeChecked();
    expect(screen.getByLabelText('Shop address (Arabic)')).toHaveValue('طريق 3803، العدلية');

    const riffa = zoneGroup('Zone 2: Riffa');
    expect(riffa.getByLabelText('Delivery fee (BD)')).toHaveValue(3);
    expect(riffa.getByLabelText('Minimum subtotal (BD)')).toHaveValue(10);
    expect(riffa.getByText('3.000 BD delivery, minimum 10.000 BD · 1 area, 0 on')).toBeInTheDocument();
    // Folded: no area's fields until the owner opens the zone.
    expect(screen.queryByLabelText('Name (English)')).not.toBeInTheDocument();
    const show = riffa.getByRole('button', { name: 'Show the areas of Riffa' });
    expect(show).toHaveAttribute('aria-expanded', 'false');

    await user.click(show);
    expect(riffa.getByRole('button', { name: 'Hide the areas of Riffa' })).toHaveAttribute('aria-expanded', 'true');
    const eastRiffa = within(screen.getByRole('group', { name: 'Area 1: East Riffa' }));
    expect(eastRiffa.getByLabelText('Name (Arabic)')).toHaveValue('الرفاع الشرقي');
    expect(eastRiffa.getByRole('switch', { name: 'Delivered to' })).not.toBeChecked();
    expect(eastRiffa.getByLabelText('Zone')).toHaveDisplayValue('Riffa');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('saves the whole of what the owner edited: switches, a new zone, an area moved, renamed and removed', async () => {
    const saves = serveAreas();
    const { user } = await openPage();
    await screen.findByRole('heading', { level: 1, name: 'Delivery Areas' });

    await user.click(screen.getByRole('switch', { name: 'Charge delivery by area' }));
    await user.clear(screen.getByLabelText('Free delivery from (BD)'));
    await user.click(screen.getByRole('switch', { name: 'Let shoppers collect their order from the shop' }));
    await user.type(screen.getByLabelText('Map link'), 'https://maps.example/crumb');

    await user.click(screen.getByRole('button', { name: 'Show the areas of Manama' }));
    const adliya = within(screen.getByRole('group', { name: 'Area 2: Adliya' }));
    await user.selectOptions(adliya.getByLabelText('Zone'), 'Riffa');
    const juffair = within(screen.getByRole('group', { name: 'Area 1: Juffair' }));
    await user.type(juffair.getByLabelText('Name (English)'), ' East');
    await user.click(screen.getByRole('button', { name: 'Remove Juffair East' }));

    await user.click(screen.getByRole('button', { name: 'Add zone' }));
    const newZone = zoneGroup('Zone 3: Zone 3');
    expect(newZone.getByLabelText('Zone name (English)')).toHaveFocus();
    await user.type(newZone.getByLabelText('Zone name (English)'), 'South');
    await user.type(newZone.getByLabelText('Zone name (Arabic)'), 'الجنوب');
    await user.type(newZone.getByLabelText('Delivery fee (BD)'), '0');
    await user.click(newZone.getByRole('button', { name: 'Add area to South' }));
    await user.type(screen.getByLabelText('Name (English)', { selector: ':focus' }), 'Zallaq');
    await user.type(
      within(screen.getByRole('group', { name: 'Area 1: Zallaq' })).getByLabelText('Name (Arabic)'),
      'الزلاق',
    );
    await user.click(save());

    expect(await screen.findByText('Delivery areas saved!')).toBeInTheDocument();
    const [manama, riffa] = stored.zones;
    expect(saves).toEqual([
      {
        enabled: true,
        freeDeliveryFrom: null,
        pickup: { ...stored.pickup, enabled: true, mapUrl: 'https://maps.example/crumb' },
        zones: [
          { ...manama, areas: [] },
          { ...riffa, areas: [...riffa!.areas, manama!.areas[1]] },
          {
            id: null,
            name: 'South',
            nameAr: 'الجنوب',
            fee: 0,
            minimum: 0,
            areas: [{ id: null, name: 'Zallaq', nameAr: 'الزلاق', enabled: true }],
          },
        ],
      },
    ]);
    // What the server stored: the new zone is now one it knows.
    expect(zoneGroup('Zone 3: South').getByLabelText('Delivery fee (BD)')).toHaveValue(0);
  });

  it('points at an area without an Arabic name, opening its zone, and sends nothing', async () => {
    const saves = serveAreas();
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Show the areas of Riffa' }));
    const arabic = within(screen.getByRole('group', { name: 'Area 1: East Riffa' })).getByLabelText('Name (Arabic)');
    await user.clear(arabic);
    await user.click(screen.getByRole('button', { name: 'Hide the areas of Riffa' }));

    await user.click(save());

    expect(screen.getByRole('alert')).toHaveTextContent('Area 1 of zone 2 needs a name in English and in Arabic');
    const reopened = within(screen.getByRole('group', { name: 'Area 1: East Riffa' })).getByLabelText('Name (Arabic)');
    expect(reopened).toHaveFocus();
    expect(reopened).toHaveAttribute('aria-invalid', 'true');
    expect(reopened).toHaveAccessibleDescription('Area 1 of zone 2 needs a name in English and in Arabic');
    expect(saves).toEqual([]);
  });

  it('refuses a fee with more than three decimals, a zone named twice and areas on with none delivered to', async () => {
    const saves = serveAreas();
    const { user } = await openPage();
    const riffaFee = await screen.findByLabelText('Delivery fee (BD)', { selector: '#areas-zone-2-fee' });

    await user.clear(riffaFee);
    await user.type(riffaFee, '1.2345');
    await user.click(save());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The delivery fee of zone 2 must be an amount from 0 to 100000 BD with at most three decimals',
    );
    expect(riffaFee).toHaveFocus();

    await user.clear(riffaFee);
    await user.type(riffaFee, '3');
    const riffaName = zoneGroup('Zone 2: Riffa').getByLabelText('Zone name (English)');
    await user.clear(riffaName);
    await user.type(riffaName, 'manama');
    await user.click(save());
    expect(screen.getByRole('alert')).toHaveTextContent("Each zone needs its own name: 'manama' is used twice");
    expect(riffaName).toHaveAttribute('aria-invalid', 'true');

    await user.clear(riffaName);
    await user.type(riffaName, 'Riffa');
    await user.click(screen.getByRole('button', { name: 'Remove zone Manama' }));
    await user.click(screen.getByRole('switch', { name: 'Charge delivery by area' }));
    await user.click(save());
    expect(screen.getByRole('alert')).toHaveTextContent('Switch on at least one area before charging delivery by area');
    expect(screen.getByRole('switch', { name: 'Charge delivery by area' })).toHaveFocus();
    expect(saves).toEqual([]);
  });

  it("says 'Failed to save the delivery areas: ' and the server's reason", async () => {
    serveAreas();
    server.use(
      graphql.mutation(UpdateDeliveryAreasDocument, () =>
        refusal("Each area needs its own name: 'Juffair' is used twice"),
      ),
    );
    const { user } = await openPage();

    await user.click(await screen.findByRole('button', { name: 'Save Delivery Areas' }));

    expect(
      await screen.findByText(
        "Failed to save the delivery areas: Each area needs its own name: 'Juffair' is used twice",
      ),
    ).toBeInTheDocument();
    // What the owner typed stays for another try.
    expect(screen.getByLabelText('Free delivery from (BD)')).toHaveValue(20);
  });

  it('says so with Try Again when the areas do not load', async () => {
    server.use(failingQuery(DeliveryAreasDocument));
    await openPage();

    expect(await screen.findByText('Error loading the delivery areas. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('reads in Arabic, each name field in its own language and direction', async () => {
    serveAreas();
    const { container, user } = await openPage('ar');

    expect(await screen.findByRole('heading', { level: 1, name: 'مناطق التوصيل' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'عرض مناطق الرفاع' }));
    const area = within(screen.getByRole('group', { name: 'المنطقة 1: الرفاع الشرقي' }));
    expect(area.getByLabelText('الاسم (بالإنجليزية)')).toHaveAttribute('dir', 'ltr');
    expect(area.getByLabelText('الاسم (بالعربية)')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByLabelText('رسوم التوصيل (د.ب)', { selector: '#areas-zone-2-fee' })).toHaveAttribute(
      'dir',
      'ltr',
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
