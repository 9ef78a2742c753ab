import { afterAll, beforeAll } from 'vitest';
import { adminHeaders } from './admin-session';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

export interface UseTestAppOptions extends TestAppOptions {
  /** Also sign in as the test admin before the tests (creating TEST_ADMIN when there is none). */
  admin?: boolean;
}

/** The test file's app, usable inside its tests and hooks once started. */
export interface TestAppHandle extends TestApp {
  /** The admin's `Authorization` header, when started with `admin: true`. */
  readonly admin: { authorization: string };
}

/**
 * Starts the real server for a test file before its tests (a `beforeAll`, so hooks the file
 * registers afterwards see it running) and closes it after them. Answers a handle whose fields
 * read the started app.
 */
export function useTestApp({ admin: signIn = false, ...options }: UseTestAppOptions = {}): TestAppHandle {
  let current: TestApp | undefined;
  let admin: { authorization: string } | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
    if (signIn) admin = await adminHeaders(current);
  });
  afterAll(() => current?.close());

  const started = (): TestApp => {
    if (!current) throw new Error('The test app has not started: use it inside a test or a hook');
    return current;
  };
  return {
    get app() {
      return started().app;
    },
    get orm() {
      return started().orm;
    },
    get config() {
      return started().config;
    },
    get logs() {
      return started().logs;
    },
    close: () => started().close(),
    get admin() {
      if (!admin) throw new Error('Start the test app with `admin: true` to use its admin headers');
      return admin;
    },
  };
}
