import type { ChildProcess } from 'node:child_process';

export function startShop(options: {
  port: number;
  env: Record<string, string | undefined>;
  timeoutMs?: number;
  output?: 'inherit' | 'ignore';
}): Promise<{ url: string; child: ChildProcess; stop: () => Promise<void> }>;
