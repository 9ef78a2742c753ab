import { describe, expect, it } from 'vitest';
import { foldPlaceName, placeNameMatch } from '@crumb/shared/place-name-folding';
import { deliverableAreas, searchAreas } from './area-search';
import { buildDeliveryAreas } from './delivery-areas-testing';

describe('place names folded for searching', () => {
  it('folds case, accents and the Latin article', () => {
    expect(foldPlaceName('Al Juffair')).toEqual(foldPlaceName('juffair'));
    expect(foldPlaceName('El-Juffair')).toEqual(foldPlaceName('JUFFAIR'));
    expect(foldPlaceName('Jufféir')).toEqual(foldPlaceName('Juffeir'));
    // 'Al' alone, or last, is a word of its own and kept ('Umm Al Hassam' loses the inner one).
    expect(foldPlaceName('Al')).toEqual(['al']);
    expect(foldPlaceName('Umm Al Hassam')).toEqual(foldPlaceName('Umm Hassam'));
  });

  it('makes Latin spellings of one sound one: doubled letters, ee/i, oo/ou/u, y/i, q/k', () => {
    expect(foldPlaceName('Jufair')).toEqual(foldPlaceName('Juffair'));
    expect(foldPlaceName('Seef')).toEqual(foldPlaceName('Sif'));
    expect(foldPlaceName('Hoora')).toEqual(foldPlaceName('Hura'));
    expect(foldPlaceName('Muharraq')).toEqual(foldPlaceName('Muharrak'));
    expect(foldPlaceName('Salmaniya')).toEqual(foldPlaceName('Salmania'));
  });

  it('folds Arabic: the article, hamza forms of alef, taa marbuta, alef maqsura, harakat and tatweel', () => {
    expect(foldPlaceName('الجفير')).toEqual(foldPlaceName('جفير'));
    expect(foldPlaceName('أم الحصم')).toEqual(foldPlaceName('ام حصم'));
    expect(foldPlaceName('إسكان')).toEqual(foldPlaceName('اسكان'));
    expect(foldPlaceName('آلي')).toEqual(foldPlaceName('الى'));
    expect(foldPlaceName('مدينة عيسى')).toEqual(foldPlaceName('مدينه عيسي'));
    expect(foldPlaceName('الرِّفَاع')).toEqual(foldPlaceName('رفاع'));
    expect(foldPlaceName('المحـــرق')).toEqual(foldPlaceName('محرق'));
    expect(foldPlaceName('مجمع ٣٣٨')).toEqual(foldPlaceName('مجمع 338'));
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
