// `npm start`: builds what is missing or out of date (the web client, the server bundle), then
// runs the compiled server in this same process, so no wrapper process stays resident: the
// process npm started is the server. Production images run `node api/dist/main.js` directly.
import { buildWhatIsStale } from './lib/build-stale.mjs';

await buildWhatIsStale();
await import('../api/dist/main.js');
