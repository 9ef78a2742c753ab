/**
 * Place names as people type them, folded so that the spellings they mix up compare equal:
 * 'Al Juffair', 'juffair', 'Jufair' and 'الجفير' / 'جفير' each find Juffair. Used to search the
 * delivery areas at checkout; names are short, so the folding is done on every keystroke.
 */

/** Arabic letters written interchangeably, by the one they are compared as. */
const ARABIC_LETTERS: Record<string, string> = {
  // The hamza forms of alef, and the wasla: bare alef.
  '\u0623': '\u0627',
  '\u0625': '\u0627',
  '\u0622': '\u0627',
  '\u0671': '\u0627',
  // Taa marbuta as haa, alef maqsura as yaa, hamza on waw or yaa as the bare letter.
  '\u0629': '\u0647',
  '\u0649': '\u064a',
  '\u0624': '\u0648',
  '\u0626': '\u064a',
};

/** The harakat, the superscript alef and the tatweel: marks and stretching, never letters. */
const ARABIC_MARKS = /[\u064b-\u0652\u0670\u0640]/g;

/** Accents typed as separate marks (after NFD splits é into e and its accent). */
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** Anything that is not a letter or a digit separates words ("A'ali", "Hamad-Town"). */
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/** The definite article leading a word: 'al', 'el' (a word of its own) and Arabic 'ال' (glued on). */
const LATIN_ARTICLES = new Set(['al', 'el']);
const ARABIC_ARTICLE = '\u0627\u0644';

/**
 * Latin transliterations of one Arabic sound, by the one they are compared as: doubled letters
 * once ('Juffair' / 'Jufair'), 'ee' and 'y' as 'i', 'oo' and 'ou' as 'u', 'q' as 'k'.
 */
function foldLatinSpelling(word: string): string {
  return word
    .replace(/ee|y/g, 'i')
    .replace(/oo|ou/g, 'u')
    .replace(/q/g, 'k')
    .replace(/(.)\1+/g, '$1');
}

function foldWord(word: string): string {
  if (/^[a-z0-9]+$/.test(word)) return foldLatinSpelling(word);
  // 'الجفير' is 'جفير' with the article (typed alone, the article leaves nothing to look for).
  return word.startsWith(ARABIC_ARTICLE) ? word.slice(ARABIC_ARTICLE.length) : word;
}

/**
 * The words of a place name, folded: lower case without accents, Arabic without its marks and
 * with one form of each interchangeable letter, the article dropped, Latin spellings of the
 * same sound made one. Arabic-Indic digits become ASCII ones.
 */
export function foldPlaceName(text: string): string[] {
  const plain = text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(ARABIC_MARKS, '')
    .replace(/[\u0623\u0625\u0622\u0671\u0629\u0649\u0624\u0626]/g, (letter) => ARABIC_LETTERS[letter] ?? letter)
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
  const words = plain.split(SEPARATORS).filter(Boolean);
  return words
    .filter((word, index) => !(LATIN_ARTICLES.has(word) && index < words.length - 1))
    .map(foldWord)
    .filter(Boolean);
}

/** Whether two folded words are one typing slip apart: a letter missing, added, changed or two swapped. */
function oneSlipApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  const restA = a.slice(i);
  const restB = b.slice(i);
  return (
    restA.slice(1) === restB.slice(1) ||
    restA.slice(1) === restB ||
    restA === restB.slice(1) ||
    (restA.length > 1 && restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2))
  );
}

/**
 * How well a search matches a name: 3 when each of its words starts a word of the name, 2 when
 * each is inside one, 1 when each is a typing slip from the start of one, 0 for no match. An
 * empty search matches every name.
 */
export function placeNameMatch(search: string, name: string): 0 | 1 | 2 | 3 {
  const wanted = foldPlaceName(search);
  if (wanted.length === 0) return 3;
  const words = foldPlaceName(name);
  const each = (test: (part: string, word: string) => boolean) =>
    wanted.every((part) => words.some((word) => test(part, word)));
  if (each((part, word) => word.startsWith(part))) return 3;
  if (each((part, word) => word.includes(part))) return 2;
  // A slip is forgiven once the search is long enough to say which name it means: against the
  // start of a word about its length ('Jufiar' for Juffair, 'Muharaq' for Muharraq).
  const slip = (part: string, word: string) =>
    part.length >= 4 && [0, -1, 1].some((extra) => oneSlipApart(part, word.slice(0, part.length + extra)));
  return each(slip) ? 1 : 0;
}
