import { describe, expect, it } from 'vitest';
import { foldPlaceName, placeNameMatch } from '@crumb/shared/place-name-folding';
import { deliverableAreas, searchAreas } from './area-search';
import { buildDeliveryAreas } from './delivery-areas-testing';

describe('place names folded for searching', () => {
  // Two spellings a shopper may type for one place: folded, they are one.
  it.each([
    // Case, accents and the Latin article, leading or inside a name.
    ['Al Juffair', 'juffair'],
    ['El-Juffair', 'JUFFAIR'],
    ['Jufféir', 'Juffeir'],
    ['Umm Al Hassam', 'Umm Hassam'],
    // Latin spellings of one sound: doubled letters, ee/i, oo/u, q/k, y/i.
    ['Jufair', 'Juffair'],
    ['Seef', 'Sif'],
    ['Hoora', 'Hura'],
    ['Muharraq', 'Muharrak'],
    ['Salmaniya', 'Salmania'],
    // Arabic: the article, hamza forms of alef, taa marbuta, alef maqsura, harakat, tatweel, its digits.
    ['الجفير', 'جفير'],
    ['أم الحصم', 'ام حصم'],
    ['إسكان', 'اسكان'],
    ['آلي', 'الى'],
    ['مدينة عيسى', 'مدينه عيسي'],
    ['الرِّفَاع', 'رفاع'],
    ['المحـــرق', 'محرق'],
    ['مجمع ٣٣٨', 'مجمع 338'],
  ])('folds %s and %s into one', (spelling, same) => {
    expect(foldPlaceName(spelling)).toEqual(foldPlaceName(same));
  });

  it("keeps 'Al' alone as a word of its own", () => {
    // Only an article before more of the name is dropped; last, or alone, 'Al' is the name.
    expect(foldPlaceName('Al')).toEqual(['al']);
  });

  it('matches the start of a word best, then inside one, then one typing slip away, else not at all', () => {
    expect(placeNameMatch('juf', 'Juffair')).toBe(3);
    expect(placeNameMatch('ffair', 'Juffair')).toBe(2);
    expect(placeNameMatch('Jufiar', 'Juffair')).toBe(1);
    expect(placeNameMatch('Juffair', 'Riffa')).toBe(0);
    // Too short to say which name a slip meant.
    expect(placeNameMatch('rfa', 'Riffa')).toBe(0);
    expect(placeNameMatch('  ', 'Riffa')).toBe(3);
  });
});

describe('the delivery areas a search finds', () => {
  const areas = deliverableAreas(buildDeliveryAreas());
  const names = (search: string) => searchAreas(areas, search).map((area) => area.name);

  it('lists the areas delivered to, leaving out the switched-off ones', () => {
    expect(names('')).toEqual(['Juffair', 'Adliya', 'Umm Al Hassam', 'Riffa', 'Isa Town', 'Muharraq']);
  });

  it('finds Juffair by its English, its Arabic and loose spellings', () => {
    for (const search of ['Juffair', 'al juffair', 'Al-Jufair', 'الجفير', 'جفير', 'الجُفَير']) {
      expect(names(search)).toEqual(['Juffair']);
    }
  });

  it('forgives a typing slip only when nothing is spelt right', () => {
    expect(names('Jufiar')).toEqual(['Juffair']);
    expect(names('Muharaq')).toEqual(['Muharraq']);
  });

  it("finds a zone's areas by the zone's name, the area of that name first", () => {
    expect(names('Riffa')).toEqual(['Riffa', 'Isa Town']);
    expect(names('مدينه عيسي')).toEqual(['Isa Town']);
  });
});
