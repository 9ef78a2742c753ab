import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster } from '../cluster/cluster.mjs';
import { expectEveryOrderOnce, oneTapProductIds, report, shoppersAt, sleep } from './cluster-checks.mjs';
import { missingService } from './cluster-services.mjs';
import { missingOwnServices, ownPostgres, ownRedis } from './own-services.mjs';

// The services behind the replicas fail under 50 shoppers' traffic: Redis restarts, the bucket
// goes away for 10 s, PostgreSQL restarts. The cluster runs on a Redis and a PostgreSQL of this
// file's own, since stopping the machine's would break every other test running beside it.

const missing = (await missingService()) ?? (await missingOwnServices());
const PORT = Number(process.env.SERVICE_FAULTS_TEST_PORT || 3550);
const OWNER = { email: 'faults-owner@crumb.test', password: 'faults-owner-password' };
/** Caddy's active health check interval (deploy/Caddyfile) and a second to spare. */
const HEALTH_CHECK_MS = 6_000;

function tinyPng() {
  const png = new PNG({ width: 8, height: 8 });
  png.data.fill(200);
  return PNG.sync.write(png);
}

describe.skipIf(missing)(`the cluster when a service it uses fails${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let cluster;
  let redis;
  let postgres;
  let productIds;
  let ownerToken;

  /** Sets a product's name, or its picture, through one replica as the owner would. */
  const updateProduct = (replica, id, fields) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return fetch(`${replica.url}/api/products/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${ownerToken}` },
      body: form,
    });
  };

  beforeAll(async () => {
    redis = ownRedis(PORT + 16);
    await redis.start();
    postgres = await ownPostgres(PORT + 17);
    await postgres.start();
    const databaseUrl = postgres.url.replace(/\/postgres$/, '/crumb');
    cluster = await startCluster({
      port: PORT,
      replicas: 2,
      databaseUrl,
      redisUrl: redis.url,
      env: { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password },
    });
    productIds = await oneTapProductIds(cluster);
    const login = await fetch(`${cluster.balancer.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(OWNER),
    });
    ownerToken = (await login.json()).token;
  });

  afterAll(async () => {
    await cluster?.stop();
    await redis?.stop();
    await postgres?.remove();
  });

  it('fails no request while Redis restarts, and still clears every replica’s cache afterwards', async () => {
    const traffic = shoppersAt(cluster, productIds);
    await sleep(3_000);
    await redis.stop();
    await sleep(3_000);
    await redis.start();
    await sleep(5_000);
    const result = await traffic.finish();

    expect(result.readFailures, JSON.stringify(result.readFailures.slice(0, 3))).toEqual([]);
    expect(result.readRetries, JSON.stringify(result.readRetries.slice(0, 3))).toEqual([]);
    expect(result.orderFailedAttempts, JSON.stringify(result.orderFailedAttempts.slice(0, 3))).toEqual([]);
    report('Redis restarted', result, await expectEveryOrderOnce(cluster, result));

    // A product read (and cached) on the second replica, renamed through the first: the second
    // hears of it over the restarted Redis and answers the new name.
    const [first, second] = cluster.replicas;
    const id = productIds[0];
    const nameOn = async (replica) => (await (await fetch(`${replica.url}/api/products/${id}`)).json()).name;
    await nameOn(second);
    await nameOn(second);
    const renamed = `Renamed after Redis came back ${Date.now()}`;
    expect((await updateProduct(first, id, { name: renamed })).status).toBe(200);
    await expect.poll(() => nameOn(second), { timeout: 2_000, interval: 100 }).toBe(renamed);
  });

  it('keeps serving pages and orders while the bucket is away for 10 s; only uploads answer 503', async () => {
    const picture = () => ({ image: new Blob([tinyPng()], { type: 'image/png' }) });
    const traffic = shoppersAt(cluster, productIds);
    await sleep(3_000);
    await cluster.bucket.pause();
    const awayUntil = Date.now() + 10_000;
    const upload = await updateProduct(cluster.replicas[0], productIds[1], picture());
    const uploadAnswer = await upload.json();
    await sleep(awayUntil - Date.now());
    await cluster.bucket.resume();
    await sleep(3_000);
    const result = await traffic.finish();

    expect(upload.status, JSON.stringify(uploadAnswer)).toBe(503);
    expect(uploadAnswer.error).toEqual(expect.any(String));
    expect(result.readFailures, JSON.stringify(result.readFailures.slice(0, 3))).toEqual([]);
    expect(result.orderFailedAttempts, JSON.stringify(result.orderFailedAttempts.slice(0, 3))).toEqual([]);
    report('bucket away 10 s', result, await expectEveryOrderOnce(cluster, result), { uploadWhileAway: upload.status });

    // Back: the same upload goes through.
    expect((await updateProduct(cluster.replicas[0], productIds[1], picture())).status).toBe(200);
  });

  it('answers 503 with Retry-After while PostgreSQL restarts, hangs no request, and recovers by itself', async () => {
    const traffic = shoppersAt(cluster, productIds);
    await sleep(3_000);
    const stoppedAt = Date.now();
    await postgres.stop();
    await sleep(5_000);
    await postgres.start();
    const restartedAt = Date.now();
    // Recovered: reads through the balancer answer again without anyone restarting a replica.
    await expect
      .poll(async () => (await fetch(`${cluster.balancer.url}/api/products`)).status, {
        timeout: 30_000,
        interval: 250,
      })
      .toBe(200);
    const recoveredMs = Date.now() - restartedAt;
    await sleep(HEALTH_CHECK_MS);
    const result = await traffic.finish();

    const failures = [...result.readFailures, ...result.readRetries, ...result.orderFailedAttempts];
    const notAnOutageAnswer = failures.filter((failure) => failure.status !== 503 || !failure.retryAfter);
    expect(notAnOutageAnswer, JSON.stringify(notAnOutageAnswer.slice(0, 3))).toEqual([]);
    // None hung: each answered well within the shopper's 15 s timeout.
    expect(Math.max(0, ...failures.map((failure) => failure.ms))).toBeLessThan(10_000);
    expect(result.ordersGivenUp).toBe(0);
    report('PostgreSQL restarted', result, await expectEveryOrderOnce(cluster, result), {
      outageMs: restartedAt - stoppedAt,
      recoveredAfterRestartMs: recoveredMs,
      answered503: failures.length,
    });
  });
});
