import type { ChildProcess } from 'node:child_process';

export function startShop(options: {
  port: number;
  env: Record<string, string | undefined>;
  timeoutMs?: number;
  output?: 'inherit' | 'ignore';
  /** The checkout whose build runs: this one by default. */
  from?: string;
}): Promise<{ url: string; child: ChildProcess; stop: () => Promise<void> }>;
