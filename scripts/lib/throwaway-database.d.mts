export function withThrowawayDatabase(
  serverUrl: string,
  kind: string,
  measure: (databaseUrl: string, dataDir: string) => Promise<unknown>,
): Promise<void>;
