import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster } from '../cluster/cluster.mjs';
import { expectEveryOrderOnce, oneTapProductIds, report, shoppersAt, sleep } from './cluster-checks.mjs';
import { missingService, REDIS_URL, throwawayDatabase } from './cluster-services.mjs';

// Two replicas behind Caddy under 50 shoppers' mixed traffic while one replica dies or every
// replica is restarted in turn. What a shopper meets is counted through the balancer, and every
// order the shop acknowledged is looked up in the database afterwards.

const missing = await missingService();
const PORT = Number(process.env.CLUSTER_TEST_PORT || 3540);
/** Caddy's active health check interval (deploy/Caddyfile) and a second to spare. */
const HEALTH_CHECK_MS = 6_000;
/** How long Caddy counts a refused connection against a replica (fail_duration), and a second to spare. */
const PASSIVE_FAILURES_MS = 11_000;

describe.skipIf(missing)(`the cluster under faults${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let cluster;
  let database;
  let productIds;

  beforeAll(async () => {
    database = await throwawayDatabase();
    cluster = await startCluster({ port: PORT, replicas: 2, databaseUrl: database.url, redisUrl: REDIS_URL });
    productIds = await oneTapProductIds(cluster);
  });

  afterAll(async () => {
    await cluster?.stop();
    await database?.drop();
  });

  it('loses no read and no order when a replica is killed, and takes it back once it restarts', async () => {
    const [victim, survivor] = cluster.replicas;
    const traffic = shoppersAt(cluster, productIds);
    await sleep(5_000);
    await victim.stop('SIGKILL');
    await sleep(5_000);
    await victim.start();
    await sleep(PASSIVE_FAILURES_MS);
    const result = await traffic.finish();

    expect(result.readFailures, JSON.stringify(result.readFailures)).toEqual([]);
    expect(
      result.ordersGivenUp,
      JSON.stringify(result.orderFailedAttempts.filter((f) => f.status !== 502).slice(0, 3)),
    ).toBe(0);
    expect(result.ordersAcknowledged.length).toBeGreaterThan(50);
    report('replica killed', result, await expectEveryOrderOnce(cluster, result));

    // Back in rotation: with the other replica gone, the restarted one serves everything.
    await survivor.stop('SIGTERM');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${cluster.balancer.url}/api/products`).then((r) => r.status)),
    );
    expect(answers).toEqual(Array.from({ length: 20 }, () => 200));
    await survivor.start();
    await sleep(HEALTH_CHECK_MS);
  });

  it('fails no request of any kind while every replica is restarted in turn', async () => {
    const traffic = shoppersAt(cluster, productIds);
    await sleep(3_000);
    for (const replica of cluster.replicas) {
      // The replica drains first (SHUTDOWN_DRAIN_SECONDS): Caddy takes it out before its port closes.
      await replica.stop('SIGTERM');
      await replica.start();
      // A rolling deploy moves on once the balancer has seen the new process ready.
      await sleep(HEALTH_CHECK_MS);
    }
    const result = await traffic.finish();

    expect(result.readFailures, JSON.stringify(result.readFailures)).toEqual([]);
    expect(result.readRetries).toEqual([]);
    expect(result.orderFailedAttempts).toEqual([]);
    report('rolling restart', result, await expectEveryOrderOnce(cluster, result));
  });
});
