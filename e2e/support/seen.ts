import type { ElementHandle, Page } from 'playwright-core';

/**
 * What a person sees, as opposed to what is merely in the DOM: Playwright calls an element
 * with opacity 0 visible, and a picture can be complete yet hidden. These checks look at the
 * computed styles and the geometry the way the screen shows them, and answer with one line per
 * problem (an empty list when all is seen), so a failing test says what is wrong where.
 *
 * The checks also run where the page's own JavaScript is off: DevTools still evaluates code
 * there, but the page's timers and events stand still, so every wait happens on this side.
 * The helpers they share are one piece of source, defined in the page before each check.
 */

/** Functions every check below shares, defined in the page once per call. */
const IN_PAGE_HELPERS = String.raw`
  const describe = (element) => {
    const tag = element.tagName.toLowerCase();
    const label = element.getAttribute('alt') ?? element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40);
    const source = element.currentSrc || element.getAttribute('src') || '';
    return tag + (label ? ' "' + label + '"' : '') + (source ? ' ' + source.replace(location.origin, '') : '');
  };
  const opacityOverAncestors = (element) => {
    let opacity = 1;
    for (let node = element; node instanceof Element; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
    return opacity;
  };
  const clipsOverflow = (style) => [style.overflowX, style.overflowY].some((value) => value !== 'visible');
  // The part of the element's box left by every ancestor that clips what overflows it.
  const visibleBox = (element) => {
    const box = element.getBoundingClientRect();
    let left = box.left, top = box.top, right = box.right, bottom = box.bottom;
    for (let node = element.parentElement; node && node !== document.documentElement && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (!clipsOverflow(style) && style.clipPath === 'none' && style.clip === 'auto') continue;
      const clip = node.getBoundingClientRect();
      left = Math.max(left, clip.left); top = Math.max(top, clip.top);
      right = Math.min(right, clip.right); bottom = Math.min(bottom, clip.bottom);
    }
    return { left, top, right, bottom, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
  };
  // Why a person does not see the element, or null when they do.
  const whyUnseen = (element) => {
    if (element.getClientRects().length === 0) return 'not displayed (display: none here or above)';
    const style = getComputedStyle(element);
    if (style.visibility !== 'visible') return 'visibility: ' + style.visibility;
    const opacity = opacityOverAncestors(element);
    if (opacity < 0.999) return 'opacity ' + opacity.toFixed(2) + ' (multiplied over its ancestors)';
    const box = element.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return 'no size (' + box.width + 'x' + box.height + ')';
    const shown = visibleBox(element);
    if (shown.width < 1 || shown.height < 1) return 'clipped away by an ancestor with overflow or clip';
    const inView = Math.min(shown.right, innerWidth) - Math.max(shown.left, 0) > 0 && Math.min(shown.bottom, innerHeight) - Math.max(shown.top, 0) > 0;
    if (!inView) return 'outside the viewport';
    return null;
  };
`;

export interface PictureCheckOptions {
  /**
   * Which pictures: 'first-screen' those in the viewport as the page opens, 'all' every
   * picture the page lays out, each scrolled into view first (lazy ones load then).
   */
  scope: 'first-screen' | 'all';
}

/** The helpers above, defined in the page (again after each navigation) as `__crumbSeen`. */
async function installHelpers(page: Page): Promise<void> {
  await page.evaluate(
    `globalThis.__crumbSeen = (() => { ${IN_PAGE_HELPERS}; return { describe, whyUnseen, opacityOverAncestors, visibleBox }; })()`,
  );
}

interface InPageHelpers {
  describe(element: Element): string;
  whyUnseen(element: Element): string | null;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Waits for a picture to finish loading or failing, polling from here: where the page's
 * scripts are off, its timers and events do not run for code sent to it either.
 */
async function settled(picture: ElementHandle<HTMLImageElement>, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !(await picture.evaluate((image) => !image.isConnected || image.complete)))
    await sleep(50);
}

/**
 * Every laid-out picture (an <img>; an SVG icon is not a picture) in scope that a person does
 * not see: not loaded (complete with a natural width), or hidden by opacity over its ancestors,
 * visibility, display, clipping, or out of view once scrolled to. Pictures inside a part the
 * page does not lay out (display: none, such as a layout for another screen size) are not in
 * scope: nobody is meant to see them.
 */
export async function unseenPictures(page: Page, { scope }: PictureCheckOptions): Promise<string[]> {
  await installHelpers(page);
  const problems: string[] = [];
  const pictures: ElementHandle<HTMLImageElement>[] = [];
  for (const picture of (await page.$$('img')) as ElementHandle<HTMLImageElement>[]) {
    const inScope = await picture.evaluate((image, wanted) => {
      if (image.getClientRects().length === 0) return false;
      if (wanted === 'all') return true;
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    }, scope);
    if (inScope) pictures.push(picture);
  }
  const start = await page.evaluate(() => [scrollX, scrollY] as const);
  for (const picture of pictures) {
    if (scope === 'all')
      await picture.evaluate((image) => image.scrollIntoView({ block: 'center', inline: 'nearest' }));
    await settled(picture);
    // A fade or a swap that follows the load gets its moment before we look.
    await sleep(60);
    const report = await picture.evaluate((image) => {
      if (!image.isConnected) return null;
      const seen = (globalThis as unknown as { __crumbSeen: InPageHelpers }).__crumbSeen;
      const found: string[] = [];
      if (!image.complete || image.naturalWidth === 0)
        found.push(`not loaded (complete ${image.complete}, naturalWidth ${image.naturalWidth})`);
      const why = seen.whyUnseen(image);
      if (why) found.push(why);
      return found.map((problem) => `${seen.describe(image)}: ${problem}`);
    });
    problems.push(...(report ?? []));
  }
  await page.evaluate(([x, y]) => scrollTo(x, y), start);
  await Promise.all(pictures.map((picture) => picture.dispose()));
  return problems;
}

/** How many pictures the page lays out (to make sure a check above had something to look at). */
export async function laidOutPictureCount(page: Page): Promise<number> {
  return page.evaluate(() => [...document.images].filter((image) => image.getClientRects().length > 0).length);
}

/**
 * Whether the first element showing `text` is seen: null when it is, else why not. Looks only
 * at elements whose own text holds it (the innermost), so a hidden copy elsewhere is not mistaken
 * for the shown one: it answers for the best-seen of them.
 */
export async function whyTextUnseen(page: Page, text: string): Promise<string | null> {
  const script = `(() => {
    ${IN_PAGE_HELPERS}
    const wanted = ${JSON.stringify(text)};
    const normalise = (value) => value.replace(/[\\u2066-\\u2069]/g, '').replace(/\\s+/g, ' ');
    const holders = [...document.body.querySelectorAll('*')].filter((element) =>
      normalise(element.textContent ?? '').includes(wanted) &&
      ![...element.children].some((child) => normalise(child.textContent ?? '').includes(wanted)));
    if (holders.length === 0) return 'not on the page';
    const reasons = [];
    for (const holder of holders) {
      holder.scrollIntoView({ block: 'center', inline: 'nearest' });
      const why = whyUnseen(holder);
      if (!why) return null;
      reasons.push(describe(holder) + ': ' + why);
    }
    return reasons.join('; ');
  })()`;
  return page.evaluate<string | null>(script);
}

/**
 * Everything wider than the screen: the document scrolling sideways, and each element whose
 * shown part (after any ancestor's clipping) reaches past the viewport's right edge or, in a
 * right-to-left page, before its left edge. Elements nobody sees (visibility hidden, zero size,
 * opacity 0 such as an off-screen menu) are not counted; a focusable skip link is moved off-screen
 * on purpose until focused and is kept out too.
 */
export async function overflowingElements(page: Page): Promise<string[]> {
  const script = `(() => {
    ${IN_PAGE_HELPERS}
    const width = document.documentElement.clientWidth;
    const problems = [];
    if (document.documentElement.scrollWidth > width) problems.push('the document is ' + document.documentElement.scrollWidth + 'px wide, the screen ' + width + 'px');
    for (const element of document.body.querySelectorAll('*')) {
      if (element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility !== 'visible' || style.position === 'fixed' && opacityOverAncestors(element) === 0) continue;
      const shown = visibleBox(element);
      if (shown.width < 1 || shown.height < 1) continue;
      if (shown.right > width + 0.5 || shown.left < -0.5) {
        // Report the outermost offender only: its children follow it out.
        const parent = element.parentElement;
        const parentShown = parent && parent !== document.body ? visibleBox(parent) : null;
        if (parentShown && (parentShown.right > width + 0.5 || parentShown.left < -0.5)) continue;
        problems.push(describe(element) + ' spans ' + Math.round(shown.left) + '..' + Math.round(shown.right) + ' of ' + width + 'px');
      }
    }
    return problems;
  })()`;
  return page.evaluate<string[]>(script);
}

/**
 * Collects what the browser reports as wrong on a page: uncaught errors, console errors and
 * React's hydration warnings (errors #418, #423, #425 in production). `allow` lets a test keep
 * a message it causes on purpose, such as the not-found page's own 404 status.
 */
export function watchForErrors(page: Page, allow: (message: string, url: string) => boolean = () => false): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    const hydration = /hydrat|did not match|recoverable|Minified React error #(418|423|425)/i.test(text);
    if ((hydration || message.type() === 'error') && !allow(text, page.url()))
      problems.push(`${message.type()} on ${page.url()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`page error on ${page.url()}: ${error.message}`));
  return problems;
}

/**
 * Animations that never end on a picture's frame (an element holding a loaded picture, or its
 * ::before/::after): a loading shimmer left running shows through a transparent picture for
 * good, and where the page's scripts are off nothing stops it.
 */
export async function endlessAnimationsBehindPictures(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' && animation.effect?.getComputedTiming().iterations === Infinity,
      )
      .flatMap((animation) => {
        const effect = animation.effect as KeyframeEffect | null;
        const target = effect?.target;
        const picture = target?.querySelector('img');
        if (!target || !picture?.complete || picture.naturalWidth === 0) return [];
        const name = animation instanceof CSSAnimation ? animation.animationName : 'an animation';
        return [
          `${name} runs for good on the frame${effect?.pseudoElement ? ` (${effect.pseudoElement})` : ''} of picture "${picture.alt}"`,
        ];
      }),
  );
}

/**
 * Focusable elements that assistive technology is told to skip (inside aria-hidden="true"): a
 * keyboard reaches them while a screen reader says nothing, which WCAG 4.1.2 forbids.
 */
export async function focusableButHidden(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const focusable =
      'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';
    return [...document.querySelectorAll('[aria-hidden="true"]')]
      .flatMap((hidden) => [...(hidden.matches(focusable) ? [hidden] : []), ...hidden.querySelectorAll(focusable)])
      .filter(
        (element) =>
          !(element as HTMLButtonElement).disabled &&
          getComputedStyle(element).visibility !== 'hidden' &&
          element.getClientRects().length > 0,
      )
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}" is focusable inside aria-hidden`,
      );
  });
}
