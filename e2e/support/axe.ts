import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.2 AA (docs/product.md#storefront-screens): every rule of levels A and AA up to 2.2. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** What axe-core finds on the page as it is now, one entry per rule broken. */
export async function violations(page: Page) {
  // Contrast is measured on what is painted: let the images in view finish (or fail) first.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete || image.loading === 'lazy'));
  // ...and let what is fading in (a dialog opening) reach its colours: mid-animation, a text is
  // measured against a half-drawn background. Endless animations (spinners) never end; the
  // shimmer behind a picture still on its way ends within a few seconds.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  // axe's default run gathers the results of every frame in a blank page it opens for the
  // purpose, which costs as much again as the scan. A page without frames (all of ours) is
  // scanned where it is; one that holds a frame still gets the run that reaches into it.
  const framed = page.frames().length > 1;
  const { violations: found } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(!framed).analyze();
  return found.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
}

/** Keeps the places that have violations: `{}` when all are clean. */
export function withViolations(found: Record<string, unknown[]>): Record<string, unknown[]> {
  return Object.fromEntries(Object.entries(found).filter(([, list]) => list.length));
}
