/** What a session's list says of the device: its browser (or program) and its system. */
export interface SessionDevice {
  browser: string | null;
  platform: string | null;
}

/** Read only this much of a User-Agent: the names sit at its start, and it is any client's text. */
const READ_LENGTH = 512;

/**
 * Browsers by the token their User-Agent carries, most specific first: Edge, Opera and Samsung
 * Internet also say "Chrome", Chrome also says "Safari".
 */
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|OPiOS|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Systems, phones and tablets before the desktops whose names their User-Agents also carry. */
const PLATFORMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** A program that names itself first (`curl/8.5.0`, `PostmanRuntime/7.39`, `node`): its name. */
const PROGRAM = /^([A-Za-z][\w.-]{0,39})(?:\/|\s|$)/;

const firstMatch = (text: string, table: ReadonlyArray<readonly [RegExp, string]>): string | null =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/**
 * A short, fixed description of the device from its User-Agent, for the person to recognise
 * their own devices by: only names from the tables above, or a program's own name made of
 * letters, digits and `._-`, so nothing a client sends reaches the list as it was sent.
 */
export function sessionDevice(userAgent: string | undefined): SessionDevice {
  const text = (userAgent ?? '').slice(0, READ_LENGTH);
  const browser =
    firstMatch(text, BROWSERS) ?? (text.startsWith('Mozilla/') ? null : (PROGRAM.exec(text)?.[1] ?? null));
  return { browser, platform: firstMatch(text, PLATFORMS) };
}
