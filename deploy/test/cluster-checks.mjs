// What every fault test does around its fault: shoppers through the balancer, then the count of
// what they met and a look in the database for every order the shop acknowledged.
import { expect } from 'vitest';
import { oneTapProductIds as productsInOneTap, runShopperTraffic } from '../cluster/shopper-traffic.mjs';
import { storedOrders } from './cluster-services.mjs';

export const sleep = (ms) => new Promise((wake) => setTimeout(wake, ms));

/** What a shopper orders in one tap, through the cluster's balancer. */
export const oneTapProductIds = (cluster) => productsInOneTap(cluster.balancer.url);

/**
 * 50 shoppers through the balancer until `finish()`, which answers what they met;
 * `acknowledgedSoFar()` lists the orders the shop has acknowledged until now.
 */
export function shoppersAt(cluster, productIds) {
  let stop;
  const acknowledged = [];
  const traffic = runShopperTraffic({
    baseUrl: cluster.balancer.url,
    productIds,
    shoppers: 50,
    stop: new Promise((resolve) => (stop = resolve)),
    acknowledged: (order) => acknowledged.push(order),
  });
  return {
    acknowledgedSoFar: () => [...acknowledged],
    finish() {
      stop();
      return traffic;
    },
  };
}

/** Every acknowledged order stored once, with its line; no order for a key the shop never acknowledged. */
export async function expectEveryOrderOnce(cluster, traffic) {
  const keys = traffic.ordersAcknowledged.map((order) => order.key);
  const stored = await storedOrders(cluster.databaseUrl, keys);
  expect(stored).toHaveLength(keys.length);
  expect(new Set(stored.map((row) => row.key)).size).toBe(keys.length);
  const storedIds = new Map(stored.map((row) => [row.key, row.id]));
  for (const { id, key } of traffic.ordersAcknowledged) expect(storedIds.get(key)).toBe(id);
  expect(stored.every((row) => row.lines === 1)).toBe(true);
  return stored.length;
}

/** One line of figures for docs/benchmarks.md, in the test's output. */
export function report(name, traffic, stored, more = {}) {
  const figures = {
    reads: traffic.reads,
    failedReads: traffic.readFailures.length,
    readsRetriedByTheClient: traffic.readRetries.length,
    orderAttempts: traffic.orderAttempts,
    failedOrderAttempts: traffic.orderFailedAttempts.length,
    ordersAcknowledged: traffic.ordersAcknowledged.length,
    ordersStored: stored,
    ...more,
  };
  console.log(`${name}: ${JSON.stringify(figures)}`);
}
