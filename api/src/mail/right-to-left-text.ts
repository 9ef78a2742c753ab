/**
 * Direction marks for plain-text mail written right to left. A plain-text email has no `dir`:
 * each mail client guesses a line's direction from its first letter, and lays out the Latin
 * words and numbers inside it by the Unicode bidirectional algorithm. Without marks, an Arabic
 * line that starts with an English product name is laid out left to right, '+973 3555 0101'
 * reads '0101 3555 973+', and a quantity after an English name joins the name's run. The
 * left-to-right and right-to-left marks (invisible, and known to every client, unlike the
 * newer isolates) settle each case.
 */
const LEFT_TO_RIGHT_MARK = '\u200E';
const RIGHT_TO_LEFT_MARK = '\u200F';

/** Letters of the right-to-left scripts; digits and Latin letters are left to right. */
const RIGHT_TO_LEFT_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{Nd}]/u;

/** Whether a text reads left to right by its first letter or digit (a phone number does). */
function startsLeftToRight(text: string): boolean {
  const first = LETTER_OR_DIGIT.exec(text)?.[0];
  return first !== undefined && !RIGHT_TO_LEFT_LETTER.test(first);
}

/**
 * A line of a right-to-left email: right to left whatever it starts with ('- Saffron cake ×
 * 2: ...' still reads from the right).
 */
export function rightToLeftLine(line: string): string {
  return line === '' ? line : RIGHT_TO_LEFT_MARK + line;
}

/**
 * A text someone typed (a name, an address, a phone number, a voucher code) placed inside a
 * right-to-left line. A left-to-right one is held together with its own digits and trailing
 * punctuation ('338 Road 12.', '+973 3555 0101'); either kind is closed by a right-to-left mark,
 * so a number after it ('× 2') is not drawn into its run.
 */
export function inRightToLeftLine(text: string): string {
  const held = startsLeftToRight(text) ? LEFT_TO_RIGHT_MARK + text + LEFT_TO_RIGHT_MARK : text;
  return held + RIGHT_TO_LEFT_MARK;
}

/** A minus sign kept in front of its amount on a right-to-left line ('−1.000 د.ب', not '1.000−'). */
export function negativeInRightToLeftLine(amount: string): string {
  return `${LEFT_TO_RIGHT_MARK}\u2212${amount}`;
}
