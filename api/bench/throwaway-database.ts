// One implementation for the TypeScript benches and the Node scripts (npm run bench:catalogue).
export { withThrowawayDatabase } from '../../scripts/lib/throwaway-database.mjs';
