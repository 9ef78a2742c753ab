import type { Page } from 'playwright-core';
import { waitForQuietNetwork } from './quiet-network';

/**
 * Waits until React owns the page, its main content included (hydrated in a Suspense boundary
 * of its own, at low priority, after the frame around it), and nothing is loading any more.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    const ownedByReact = (element: Element | null) =>
      element !== null && Object.keys(element).some((key) => key.startsWith('__react'));
    const content = document.querySelector('#main-content > *');
    return (
      root !== null &&
      Object.keys(root).some((key) => key.startsWith('__reactContainer')) &&
      (content === null || ownedByReact(content))
    );
  });
  await waitForQuietNetwork(page);
  // A mismatch is reported once React has gone through the tree: after the effects of the first commit.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
}
