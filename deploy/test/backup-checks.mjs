// A backup taken from the cluster while it is under a fault, brought back the way an owner would on
// a new machine: downloaded through the balancer, restored with the restore command into a data
// folder of its own (the embedded database and images on disk), and that shop started and read.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { replica } from '../cluster/cluster.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

/** The owner's bearer token, signed in through `baseUrl`. */
export async function signIn(baseUrl, owner) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(owner),
  });
  expect(response.status).toBe(200);
  return (await response.json()).token;
}

/** Takes a backup through `baseUrl` as the owner and saves the archive in `folder`; answers its path. */
export async function takeAndDownloadBackup(baseUrl, token, folder) {
  const headers = { authorization: `Bearer ${token}` };
  const taken = await fetch(`${baseUrl}/api/backups`, { method: 'POST', headers });
  expect(taken.status, await taken.clone().text()).toBe(201);
  const { name } = await taken.json();
  const download = await fetch(`${baseUrl}/api/backups/${name}`, { headers });
  expect(download.status).toBe(200);
  const archive = join(folder, name);
  await writeFile(archive, Buffer.from(await download.arrayBuffer()));
  return archive;
}

/**
 * Restores `archive` into `dataDir` (not yet made) with the compiled restore command, on the
 * embedded database and the folder's own images, whatever the cluster ran on; starts a server on
 * it and checks it is the shop that was backed up: the owner signs in with the same password,
 * every order in `orders` is there with its line, and every product's picture is served.
 * Answers the restore command's last line.
 */
export async function expectRestoredShop({ archive, dataDir, port, owner, orders }) {
  // Only what a new machine has: none of the cluster's database, Redis or bucket.
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', BACKUP_INTERVAL_HOURS: '0' };
  const { stdout } = await run(process.execPath, [join(root, 'api', 'dist', 'restore.js'), archive], {
    cwd: root,
    env: { ...env, DATA_DIR: dataDir },
  });
  const said = stdout.trim().split('\n');
  const restored = said.find((line) => /^Restored \d+ orders/.test(line));
  expect(restored, stdout).toBeDefined();

  const shop = replica({ number: 0, port, env, dataDir, logFile: join(dataDir, '..', 'restored-shop.log') });
  await shop.start();
  try {
    const headers = { authorization: `Bearer ${await signIn(shop.url, owner)}` };
    const inOrder = (response) => response.json().then((order) => ({ status: response.status, order }));
    for (const { id } of orders) {
      const { status, order } = await fetch(`${shop.url}/api/orders/${id}`, { headers }).then(inOrder);
      expect(status, `order ${id}`).toBe(200);
      expect(order.items, `order ${id}`).toHaveLength(1);
    }
    const products = await (await fetch(`${shop.url}/api/products`)).json();
    expect(products.length).toBeGreaterThan(0);
    for (const { image } of products.filter((product) => product.image)) {
      expect((await fetch(`${shop.url}${image}`)).status, image).toBe(200);
    }
  } finally {
    await shop.stop();
  }
  return restored;
}
