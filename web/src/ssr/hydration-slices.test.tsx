import { act, lazy, useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { afterHydration, beginHydration, HydrationSlice } from './hydration-slices';

function Paragraph({ text }: { text: string }) {
  return <p>{text}</p>;
}

/** A component whose code arrives when the test says so, as a lazily loaded chunk does. */
function slowChunk() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const Component = lazy(async () => {
    await arrived;
    return { default: Paragraph };
  });
  return { Component, arrive: async () => act(async () => arrive()) };
}

/** The page as the server sends it: two slices, both complete. */
function serverHtml(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <>
      <HydrationSlice fallback={null}>
        <Paragraph text="frame" />
      </HydrationSlice>
      <HydrationSlice fallback={null}>
        <Paragraph text="page" />
      </HydrationSlice>
    </>,
  );
  document.body.append(container);
  return container;
}

let root: Root | undefined;

/** Hydrates the server's page as the browser does: the frame's slice as sent, then `page`. */
async function hydrateBehindFrame(container: HTMLElement, page: ReactNode) {
  beginHydration();
  await act(async () => {
    root = hydrateRoot(
      container,
      <>
        <HydrationSlice fallback={null}>
          <Paragraph text="frame" />
        </HydrationSlice>
        {page}
      </>,
    );
  });
}

beforeAll(() => {
  // These tests drive React themselves (Testing Library does so only inside its own calls).
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

describe('a change that must wait for the whole page to be hydrated', () => {
  it('runs only once the last slice is hydrated, and at once from then on', async () => {
    const container = serverHtml();
    const page = slowChunk();
    const change = vi.fn();
    await hydrateBehindFrame(
      container,
      <HydrationSlice fallback={null}>
        <page.Component text="page" />
      </HydrationSlice>,
    );

    afterHydration(change);
    expect(change).not.toHaveBeenCalled();
    // The server's HTML is still there, waiting for its code.
    expect(container.textContent).toBe('framepage');

    await page.arrive();
    expect(change).toHaveBeenCalledTimes(1);

    const later = vi.fn();
    afterHydration(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a slice removed before it was hydrated', async () => {
    const container = serverHtml();
    const page = slowChunk();
    const change = vi.fn();
    let removePage!: () => void;
    function Page() {
      const [shown, setShown] = useState(true);
      removePage = () => setShown(false);
      return shown ? (
        <HydrationSlice fallback={null}>
          <page.Component text="page" />
        </HydrationSlice>
      ) : null;
    }
    await hydrateBehindFrame(container, <Page />);
    afterHydration(change);
    expect(change).not.toHaveBeenCalled();

    act(() => removePage());
    expect(change).toHaveBeenCalledTimes(1);
  });

  it('runs at once in a page the browser renders alone', () => {
    const change = vi.fn();
    afterHydration(change);
    expect(change).toHaveBeenCalledTimes(1);
  });
});
