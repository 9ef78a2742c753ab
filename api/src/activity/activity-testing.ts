import type { FastifyInstance } from 'fastify';

type WithApp = { app: FastifyInstance };

/** One entry as GET /api/activity answers it. */
export interface RestActivityEntry {
  id: number;
  at: string;
  actor: { id: number | null; email: string | null };
  action: string;
  entity: string;
  entityId: number | null;
  label: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  address: string | null;
}

/** GET /api/activity with these query parameters as `headers`' account; the response, whatever its status. */
export function getActivity(t: WithApp, headers: Record<string, string>, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return t.app.inject({ method: 'GET', url: `/api/activity?${search.toString()}`, headers });
}

/** The entries about one row, oldest first, as the owner reads them. */
export async function entriesAbout(
  t: WithApp,
  owner: Record<string, string>,
  entity: string,
  entityId: number | null,
): Promise<RestActivityEntry[]> {
  const response = await getActivity(t, owner, { entity, limit: 100 });
  if (response.statusCode !== 200) throw new Error(`GET /api/activity: ${response.statusCode} ${response.body}`);
  const { items } = response.json<{ items: RestActivityEntry[] }>();
  return items.filter((entry) => entry.entityId === entityId).reverse();
}
