import { existsSync } from 'node:fs';

/**
 * A server whose clock stands still at one instant, through Debian's libfaketime (package
 * faketime): pictures of pages that show dates and "today" come out the same on every run.
 * Only the wall clock stands still; timers keep their own (monotonic) time.
 */
export const LIBFAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';

export const hasFixedClock = existsSync(LIBFAKETIME);

/** The environment that stops a process's clock at `instant` (UTC). */
export function fixedClockEnv(instant: Date): NodeJS.ProcessEnv {
  const stamp = instant.toISOString().slice(0, 19).replace('T', ' ');
  return { LD_PRELOAD: LIBFAKETIME, FAKETIME: stamp, FAKETIME_DONT_FAKE_MONOTONIC: '1', TZ: 'UTC' };
}
