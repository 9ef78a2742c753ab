import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createApp } from './app/app';
import { beginHydration } from './ssr/hydration-slices';
import { readSsrPayload } from './ssr/ssr-payload';
import { canHydrate } from './ssr/start-language';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to render into');

// Storefront pages come rendered from the server with their data: hydrated (unless rendered in
// the language the shopper's storage does not hold: rendered again, with the server's data).
// The back office and the Vite dev server send the empty shell: rendered here. Not a top-level await: the page's
// chunk imports this module's chunk, and would wait for it to finish while it waits for them.
const payload = readSsrPayload();
void createApp(payload).then((app) => {
  const root = <StrictMode>{app}</StrictMode>;
  if (canHydrate(payload)) {
    beginHydration();
    // As a transition, React hydrates the frame around the page's slices in short slices too
    // (at the default priority it would take the whole frame over in one long task).
    startTransition(() => {
      hydrateRoot(container, root);
    });
  } else createRoot(container).render(root);
});
