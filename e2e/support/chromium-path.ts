/** Debian's Chromium; the end-to-end tests never download a browser of their own. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
