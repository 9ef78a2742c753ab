import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './chromium-path';
import { startCrumbServer } from './crumb-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserMissing: boolean;
  }
}

export default async function setup(project: TestProject) {
  const browserMissing = !existsSync(chromiumPath);
  if (browserMissing) {
    const message = `No Chromium at ${chromiumPath}: install it with 'apt-get install -y chromium' (or set CHROMIUM_PATH).`;
    // In CI a missing browser is a failure, never a silent skip.
    if (process.env.CI) throw new Error(message);
    console.warn(`\n*** ${message} The end-to-end tests are SKIPPED. ***\n`);
  }
  const server = await startCrumbServer();
  project.provide('baseUrl', server.url);
  project.provide('browserMissing', browserMissing);
  return () => server.stop();
}
