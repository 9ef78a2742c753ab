import { Migration } from '@mikro-orm/migrations';

// The text the catalogue search compares: written out here rather than imported, so this
// migration builds the same function whatever the code later becomes.

/** Accented Latin letters, capital and small (lower() leaves some capitals alone under the C locale), by the letter they fold to. */
const LATIN_FOLDS: Array<[letters: string, plain: string]> = [
  ['ÀÁÂÃÄÅàáâãäåĀāĂăĄą', 'a'],
  ['ÇçĆćĈĉĊċČč', 'c'],
  ['ĎďĐđ', 'd'],
  ['ÈÉÊËèéêëĒēĔĕĖėĘęĚě', 'e'],
  ['ĜĝĞğĠġĢģ', 'g'],
  ['ĤĥĦħ', 'h'],
  ['ÌÍÎÏìíîïĨĩĪīĬĭĮįİı', 'i'],
  ['Ĵĵ', 'j'],
  ['Ķķ', 'k'],
  ['ĹĺĻļĽľĿŀŁł', 'l'],
  ['ÑñŃńŅņŇň', 'n'],
  ['ÒÓÔÕÖØòóôõöøŌōŎŏŐő', 'o'],
  ['ŔŕŖŗŘř', 'r'],
  ['ŚśŜŝŞşŠš', 's'],
  ['ŢţŤťŦŧ', 't'],
  ['ÙÚÛÜùúûüŨũŪūŬŭŮůŰűŲų', 'u'],
  ['Ŵŵ', 'w'],
  ['ÝýÿŶŷŸ', 'y'],
  ['ŹźŻżŽž', 'z'],
];

const codes = (from: number, to: number) =>
  String.fromCharCode(...Array.from({ length: to - from + 1 }, (_, i) => from + i));

/**
 * Arabic spellings people write interchangeably, by the one they are searched as: the hamza
 * forms of alef (أ إ آ ٱ) as bare alef, taa marbuta (ة) as haa, alef maqsura (ى) as yaa; and
 * Arabic-Indic digits as ASCII ones.
 */
const ARABIC_FOLDS: Array<[letters: string, plain: string]> = [
  ['\u0623\u0625\u0622\u0671', '\u0627'],
  ['\u0629', '\u0647'],
  ['\u0649', '\u064a'],
  ...[...'0123456789'].map((digit, i): [string, string] => [String.fromCharCode(0x0660 + i, 0x06f0 + i), digit]),
];

/**
 * Dropped: the harakat (U+064B-U+0652) and the superscript alef (U+0670), which few type; the
 * tatweel (U+0640), which only stretches a word; and the invisible joiners and marks (zero
 * width space, non-joiner, joiner, direction marks, the Arabic letter mark, word joiners, BOM)
 * that sit inside words.
 */
const ARABIC_DROPPED =
  codes(0x064b, 0x0652) + '\u0670\u0640' + codes(0x200b, 0x200f) + '\u061c' + codes(0x2060, 0x2064) + '\ufeff';

/** Letters written as two. */
const LIGATURES: Array<[letter: string, letters: string]> = [
  ['ß', 'ss'],
  ['æ', 'ae'],
  ['Æ', 'ae'],
  ['œ', 'oe'],
  ['Œ', 'oe'],
];

// translate() deletes the characters of its second argument that have none in its third (the
// dropped ones, last), and costs the text's length times the second argument's: the Arabic set
// applies to every text, the longer Latin one only to texts holding a letter it changes.
const translation = (folds: Array<[letters: string, plain: string]>, dropped: string) => ({
  from: folds.map(([letters]) => letters).join('') + dropped,
  to: folds.map(([letters, plain]) => plain.repeat(letters.length)).join(''),
});
const ARABIC = translation(ARABIC_FOLDS, ARABIC_DROPPED);
/** Combining accents (U+0300-U+036F) go too: an accent typed as a letter and a mark. */
const LATIN = translation(LATIN_FOLDS, codes(0x0300, 0x036f));
/** The texts the Latin step changes: Latin-1 and Latin Extended-A and -B letters, combining accents. */
const LATIN_TO_FOLD = String.raw`[\u00c0-\u024f\u0300-\u036f]`;

/**
 * Word separators, spelt out rather than as [:punct:] and [:space:], whose meaning beyond ASCII
 * follows the database's locale (PGlite's and a server's differ): ASCII spaces and punctuation,
 * Latin-1 symbols, the Arabic comma, semicolon, question mark, percent and full stop, the
 * general punctuation block (spaces, dashes, quotes, ellipsis) and CJK and full-width punctuation.
 */
const SEPARATORS = String.raw`[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f\u00a0-\u00bf\u00d7\u00f7\u060c\u061b\u061f\u066a-\u066d\u06d4\u2000-\u200a\u2010-\u205f\u3000-\u303f\ufe10-\ufe1f\ufe30-\ufe4f\uff01-\uff0f]+`;

const sqlText = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The folded texts a product is searched by, kept in step with its texts by the database. */
const SEARCH_COLUMNS = {
  search_name: `search_text("name" || ' ' || "name_ar")`,
  search_document: `search_text("name" || ' ' || "name_ar" || ' ' || "description" || ' ' || "description_ar")`,
};

/**
 * Catalogue search (docs/product.md#search): `search_text` folds a text to the form searches
 * compare (lower case, accents off, Arabic spelling variants as one, punctuation as single
 * spaces); every product keeps its names and its whole text so folded, in columns the database
 * computes on each write; and a trigram index (pg_trgm) on the whole text finds the near
 * matches of a query without reading the whole table.
 */
export class Migration20261126200000_product_search extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create or replace function search_text(value text) returns text
      language plpgsql immutable strict parallel safe
      as $$
      declare
        folded text := translate(lower(value), ${sqlText(ARABIC.from)}, ${sqlText(ARABIC.to)});
      begin
        if folded ~ ${sqlText(LATIN_TO_FOLD)} then
          folded := ${LIGATURES.reduce((text, [from, to]) => `replace(${text}, '${from}', '${to}')`, `translate(folded, ${sqlText(LATIN.from)}, ${sqlText(LATIN.to)})`)};
        end if;
        return btrim(regexp_replace(folded, ${sqlText(SEPARATORS)}, ' ', 'g'));
      end
      $$;`);
    this.addSql(
      `alter table "product" ${Object.entries(SEARCH_COLUMNS)
        .map(([column, expression]) => `add column "${column}" text generated always as (${expression}) stored`)
        .join(', ')};`,
    );
    this.addSql(`create index "product_search_index" on "product" using gin ("search_document" gin_trgm_ops);`);
    // No statistics on the whole texts: to estimate a trigram match the planner would run it on
    // every sampled text, milliseconds per search, and the search uses the index regardless.
    this.addSql(`alter table "product" alter column "search_document" set statistics 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "product_search_index";`);
    this.addSql(`alter table "product" drop column "search_document", drop column "search_name";`);
    this.addSql(`drop function if exists search_text(text);`);
    // pg_trgm stays: another schema on the same database may use it.
  }
}
