/** The installed app's icon shows the count (Badging API), where the browser has it. */
export function showAppBadge(count: number): void {
  if (typeof navigator === 'undefined') return;
  const badging = navigator as Navigator & {
    setAppBadge?: (count?: number) => Promise<void>;
    clearAppBadge?: () => Promise<void>;
  };
  const done = count > 0 ? badging.setAppBadge?.(count) : badging.clearAppBadge?.();
  // A browser may refuse (no installed app, no permission): the title still shows the count.
  done?.catch(() => {});
}
