import { defineConfig } from 'vitest/config';

// Faults under load on the local cluster (deploy/cluster): one cluster, its tests one after
// another, each minutes long. Skipped, saying why, where PostgreSQL, Redis or Caddy is missing.
export default defineConfig({
  test: {
    name: 'cluster',
    environment: 'node',
    include: ['test/**/*.test.mjs'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 240_000,
  },
});
