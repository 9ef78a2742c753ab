// The types of balancer.mjs, for the TypeScript tests that start the load balancer.

export interface Balancer {
  url: string;
  port: number;
  pid: number | undefined;
  /** Stops Caddy and waits for it to end. */
  stop(): Promise<void>;
}

export function startBalancer(options: {
  port: number;
  /** host:port of each server behind it. */
  upstreams: string[];
  workDir: string;
  logFile?: string;
}): Promise<Balancer>;
