import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountHeaders, TEST_ADMIN } from '../../test/admin-session';
import { freePort } from '../../test/free-port';
import { PNG, WEBP } from '../../test/image-fixtures';
import { useTempDir } from '../../test/use-temp-dir';
import { useTestApp } from '../../test/use-test-app';
import { firstProductId, putProductImage } from '../catalog/catalog-testing';
import { AdminRole } from '../graphql/admin-role';
import { placeOrder } from '../orders/order-testing';
import { UnreadableArchiveError } from './archive-file';
import { BackupRefusedError } from './backup-manifest';
import { createEmptyDatabase, imagesNamedBy, shopRows, storedFiles, withManifest } from './backups-testing';
import { loadConfig, ormOptions } from '../shop';
import type { AppConfig } from '../config/config';
import { backupCommand } from './backup-command';
import { openShop, type OpenShop } from './open-shop';
import type { CommandContext } from './restore-command';
import { restoreCommand } from './restore-command';
import { inspectBackup } from './restore-backup';
import { sqlOf, tablesWithRows } from './shop-schema';

/**
 * Backups of the whole shop: taken by the owner over REST while shoppers order, restored by
 * `npm run restore` into a new data folder (and a new PostgreSQL database when DATABASE_URL is
 * set), and compared with the shop they were taken of, row by row and file by file.
 */

const t = useTestApp({ admin: true });

/** The configuration of a command run on `env` (DATA_DIR, DATABASE_URL, S3_*...), no automatic backups. */
function commandConfig(env: Record<string, string>): AppConfig {
  return loadConfig({ LOG_LEVEL: 'silent', BACKUP_INTERVAL_HOURS: '0', ...env });
}

/** What a command needs, its report kept in `said`. */
function commandContext(env: Record<string, string>, said: string[] = []): CommandContext {
  return { config: commandConfig(env), ormOptions, say: (line) => said.push(line) };
}

/** The shop a command would open with `env`: look into a restored one. */
function openShopOf(env: Record<string, string>): Promise<OpenShop> {
  return openShop(commandConfig(env), ormOptions);
}

const temp = useTempDir('crumb-backups-');

const image = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

interface TakenBackup {
  name: string;
  size: number;
  createdAt: string;
}

const takeBackup = async (): Promise<TakenBackup> => {
  const response = await t.app.inject({ method: 'POST', url: '/api/backups', headers: t.admin });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};

const download = (name: string, headers = t.admin) =>
  t.app.inject({ method: 'GET', url: `/api/backups/${name}`, headers });

/** A product with a stored picture of its own (not only demo artwork), so replacing it removes a file. */
let productId: number;
/** The archive taken while orders were placed, saved where the restores read it. */
let archive: string;
/** The orders placed before the backup was asked for: the archive holds at least these. */
let placedBefore: number;

beforeAll(async () => {
  productId = await firstProductId(t.app);
  expect((await putProductImage(t, productId, image(PNG, 'rose.png', 'image/png'))).statusCode).toBe(200);
  for (let i = 0; i < 3; i += 1) expect((await placeOrder(t.app)).statusCode).toBe(201);

  // Shoppers keep ordering (two lines each) and the owner replaces the picture while the backup is taken.
  let ordering = true;
  const [firstId, secondId] = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<
    Array<{ id: number }>
  >();
  const shopper = async () => {
    while (ordering) {
      const response = await placeOrder(t.app, [
        { productId: firstId!.id, quantity: 2 },
        { productId: secondId!.id, quantity: 1 },
      ]);
      expect(response.statusCode, response.body).toBe(201);
    }
  };
  const shoppers = [shopper(), shopper()];
  await new Promise((resolve) => setTimeout(resolve, 200));
  const [{ orders }] = (await sqlOf(t.orm.em.fork())<{ orders: number }>(
    `select count(*)::int as orders from "order"`,
  )) as [{ orders: number }];
  placedBefore = orders;
  const replaced = putProductImage(t, productId, image(WEBP, 'rose.webp', 'image/webp'));
  const taken = await takeBackup();
  ordering = false;
  await Promise.all(shoppers);
  expect((await replaced).statusCode).toBe(200);

  const downloaded = await download(taken.name);
  expect(downloaded.statusCode).toBe(200);
  archive = join(temp.path, taken.name);
  await writeFile(archive, downloaded.rawPayload);
});

/**
 * The restored shop against the one it was taken of: the tables nobody wrote to meanwhile are
 * the same row for row; every order restored is the order as placed, with every one of its
 * lines; every stored file the rows name is there, byte for byte.
 */
async function expectSameShop(env: Record<string, string>): Promise<void> {
  const source = await shopRows(t.orm);
  const sourceFiles = await storedFiles(t.app.imageStorage);
  const shop = await openShopOf(env);
  try {
    const restored = await shopRows(shop.orm);
    const restoredFiles = await storedFiles(shop.imageStorage);
    expect([...restored.keys()].sort()).toEqual([...source.keys()].sort());
    for (const [table, rows] of restored) {
      if (['order', 'order_line', 'order_event', 'product', 'activity_entry'].includes(table)) continue;
      expect(rows, table).toEqual(source.get(table));
    }
    // The activity record was written to meanwhile (the picture replaced): every entry restored is
    // one of the shop's, the new picture's perhaps not yet.
    const sourceEntries = new Set(source.get('activity_entry'));
    for (const entry of restored.get('activity_entry')!) expect(sourceEntries.has(entry), entry).toBe(true);
    // The products too, but for the one picture replaced while the backup was taken.
    const withoutPicture = (rows: string[]) =>
      rows.map((row) => {
        const { image: _image, updated_at: _updatedAt, ...rest } = JSON.parse(row) as Record<string, unknown>;
        return rest;
      });
    expect(withoutPicture(restored.get('product')!)).toEqual(withoutPicture(source.get('product')!));

    const orders = restored.get('order')!;
    expect(orders.length).toBeGreaterThanOrEqual(placedBefore);
    const sourceOrders = new Set(source.get('order'));
    for (const order of orders) expect(sourceOrders.has(order), order).toBe(true);
    const orderIds = new Set(orders.map((order) => (JSON.parse(order) as { id: number }).id));
    const linesOf = (rows: string[]) =>
      rows.filter((line) => orderIds.has((JSON.parse(line) as { order_id: number }).order_id)).sort();
    expect(restored.get('order_line')!.sort()).toEqual(linesOf(source.get('order_line')!));
    for (const id of orderIds) {
      expect(
        linesOf(restored.get('order_line')!).some((line) => JSON.parse(line).order_id === id),
        `order ${id}`,
      ).toBe(true);
    }

    // The picture is the one before or after the owner replaced it, and its file came along.
    const named = imagesNamedBy(restored);
    expect(named.size).toBeGreaterThan(5);
    for (const key of named) expect(restoredFiles.has(key), key).toBe(true);
    for (const [key, bytes] of restoredFiles) {
      const original = sourceFiles.get(key);
      if (original) expect(bytes.equals(original), key).toBe(true);
    }

    // New ids follow the restored ones: the next order's number is past every restored one.
    const [{ next }] = (await sqlOf(shop.orm.em.fork())<{ next: string }>(
      `select nextval('order_id_seq')::text as next`,
    )) as [{ next: string }];
    expect(Number(next)).toBeGreaterThan(Math.max(...orderIds));
  } finally {
    await shop.close();
  }
}

/** The data folder the archive is restored into first; later tests back it up and break it. */
const restoredDir = () => join(temp.path, 'restored', 'data');

describe('a backup taken while shoppers order', () => {
  it('lists the backup, newest first, and downloads it whole', async () => {
    const listed = (await t.app.inject({ method: 'GET', url: '/api/backups', headers: t.admin })).json<TakenBackup[]>();
    const name = basename(archive);
    expect(listed.map((backup) => backup.name)).toContain(name);
    const [listedEntry] = listed.filter((backup) => backup.name === name);
    expect(listedEntry!.size).toBe((await readFile(archive)).length);
    expect(Date.parse(listedEntry!.createdAt)).not.toBeNaN();
    const response = await download(name);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
  });

  // Creating the embedded database in the new folder takes most of this test's time.
  it('restores into a data folder not yet made, to the same shop', { timeout: 180_000 }, async () => {
    const said: string[] = [];
    await restoreCommand([archive], commandContext({ DATA_DIR: restoredDir() }, said));
    expect(said.at(-2)).toMatch(/^Restored \d+ orders, \d+ products and \d+ stored images\.$/);
    await expectSameShop({ DATA_DIR: restoredDir() });
  });

  it('refuses to restore over a shop unless told to with --force', { timeout: 120_000 }, async () => {
    const before = await readdir(join(restoredDir(), 'uploads'));
    await expect(restoreCommand([archive], commandContext({ DATA_DIR: restoredDir() }))).rejects.toThrow(
      /already holds a shop .*add --force/,
    );
    expect(await readdir(join(restoredDir(), 'uploads'))).toEqual(before);

    const said: string[] = [];
    await restoreCommand([archive, '--force'], commandContext({ DATA_DIR: restoredDir() }, said));
    expect(said.at(-2)).toMatch(/replacing the shop that was there\.$/);
    await expectSameShop({ DATA_DIR: restoredDir() });
  });

  it.runIf(process.env.DATABASE_URL)(
    'restores into a new PostgreSQL database, to the same shop, and backs that one up',
    { timeout: 120_000 },
    async () => {
      const database = await createEmptyDatabase(process.env.DATABASE_URL!);
      try {
        const env = { DATABASE_URL: database.url, DATA_DIR: join(temp.path, 'postgres-images') };
        await restoreCommand([archive], commandContext(env));
        await expectSameShop(env);
        await expect(restoreCommand([archive], commandContext(env))).rejects.toThrow(/already holds a shop/);
        await restoreCommand([archive, '--force'], commandContext(env));
        await expectSameShop(env);

        const said: string[] = [];
        const closed = `http://127.0.0.1:${await freePort()}`;
        const copy = await backupCommand([], commandContext({ ...env, CRUMB_URL: closed }, said));
        expect(said[0]).toBe(`No Crumb server answers at ${closed}: taking the backup directly.`);
        await expectSameCounts(join(env.DATA_DIR, 'backups', copy.name), archive);
      } finally {
        await database.drop();
      }
    },
  );
});

/** Two archives of the same shop: the same tables with as many rows, and as many files. */
async function expectSameCounts(copy: string, original: string): Promise<void> {
  const [ours, theirs] = await Promise.all([inspectBackup(copy), inspectBackup(original)]);
  expect(ours.tables).toEqual(theirs.tables);
  expect(ours.images).toBe(theirs.images);
  expect(ours.migration).toBe(theirs.migration);
}

describe('npm run backup', () => {
  let serverUrl: string;
  const owner = { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password };
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    serverUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  it('asks the running server, signed in as the owner, and downloads the archive it took', async () => {
    const elsewhere = join(temp.path, 'elsewhere');
    const said: string[] = [];
    const backup = await backupCommand(
      [],
      commandContext({ DATA_DIR: elsewhere, CRUMB_URL: serverUrl, ...owner }, said),
    );
    const downloaded = join(elsewhere, 'backups', backup.name);
    expect(said).toEqual([
      `The server at ${serverUrl} took the backup; downloaded it into ${downloaded} (${backup.size} bytes).`,
    ]);
    const kept = await readFile(join(t.config.dataDir, 'backups', backup.name));
    expect((await readFile(downloaded)).equals(kept)).toBe(true);
    // Signed out afterwards: the command leaves no session behind.
    const sessions = await sqlOf(t.orm.em.fork())<{ revoked: number }>(
      `select count(*)::int as revoked from revoked_token`,
    );
    expect(sessions[0]!.revoked).toBeGreaterThan(0);
  });

  it('leaves the archive where the server on this machine wrote it, or saves it under the name asked for', async () => {
    const said: string[] = [];
    const here = await backupCommand(
      [],
      commandContext({ DATA_DIR: t.config.dataDir, CRUMB_URL: serverUrl, ...owner }, said),
    );
    expect(said).toEqual([
      `The server at ${serverUrl} took the backup ${join(t.config.dataDir, 'backups', here.name)} (${here.size} bytes).`,
    ]);
    const named = join(temp.path, 'named', 'shop.tar.gz');
    const there = await backupCommand(
      ['--out', named],
      commandContext({ DATA_DIR: t.config.dataDir, CRUMB_URL: serverUrl, ...owner }),
    );
    expect((await readFile(named)).length).toBe(there.size);
  });

  it('refuses to go on when a server answers but no owner credentials are given', async () => {
    await expect(backupCommand([], commandContext({ DATA_DIR: restoredDir(), CRUMB_URL: serverUrl }))).rejects.toThrow(
      `A Crumb server answers at ${serverUrl}: give an owner's CRUMB_TOKEN, or ADMIN_EMAIL and ADMIN_PASSWORD, so it takes the backup.`,
    );
    await expect(
      backupCommand(
        [],
        commandContext({
          DATA_DIR: restoredDir(),
          CRUMB_URL: serverUrl,
          ADMIN_EMAIL: TEST_ADMIN.email,
          ADMIN_PASSWORD: 'not the password',
        }),
      ),
    ).rejects.toThrow(/^The server refused to sign in as owner@crumb\.test: /);
  });

  it('backs up a data folder itself when no server answers, and keeps off one a server holds', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const said: string[] = [];
    const copy = await backupCommand([], commandContext({ DATA_DIR: restoredDir(), CRUMB_URL: closed }, said));
    const path = join(restoredDir(), 'backups', copy.name);
    expect(said).toEqual([
      `No Crumb server answers at ${closed}: taking the backup directly.`,
      `Backed up the data folder ${restoredDir()} into ${path} (${copy.size} bytes).`,
    ]);
    await expectSameCounts(path, archive);

    // The embedded database opened elsewhere (as a server holds it): the command must not open it too.
    const held = await openShopOf({ DATA_DIR: restoredDir() });
    try {
      await expect(backupCommand([], commandContext({ DATA_DIR: restoredDir(), CRUMB_URL: closed }))).rejects.toThrow(
        `A Crumb server holds the data folder ${restoredDir()} but does not answer at ${closed}: set CRUMB_URL to that server's address so it takes the backup itself (the embedded database cannot be opened by two processes).`,
      );
    } finally {
      await held.close();
    }
    await expect(
      backupCommand([], commandContext({ DATA_DIR: join(temp.path, 'empty'), CRUMB_URL: closed })),
    ).rejects.toThrow(/holds no shop/);
  });
});

describe('an archive that cannot be restored', () => {
  const restoreInto = (file: string) => restoreCommand([file], commandContext({ DATA_DIR: join(temp.path, 'never') }));

  it('is refused when its format is newer than this version reads', async () => {
    const newer = join(temp.path, 'newer-format.tar.gz');
    await withManifest(archive, newer, (manifest) => ({ ...manifest, formatVersion: 2 }));
    await expect(restoreInto(newer)).rejects.toThrow(/format version 2, newer than this version of Crumb reads \(1\)/);
  });

  it('is refused when its database is at a migration this version does not know', async () => {
    const newer = join(temp.path, 'newer-migration.tar.gz');
    await withManifest(archive, newer, (manifest) => ({ ...manifest, migration: 'Migration20991231000000_future' }));
    await expect(restoreInto(newer)).rejects.toThrow(
      /taken by a newer version of Crumb \(its database is at Migration20991231000000_future/,
    );
  });

  it('is refused when it was cut short, or is no archive at all', async () => {
    const cut = join(temp.path, 'cut.tar.gz');
    const whole = await readFile(archive);
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(restoreInto(cut)).rejects.toBeInstanceOf(UnreadableArchiveError);
    const text = join(temp.path, 'notes.tar.gz');
    await writeFile(text, 'not an archive');
    await expect(restoreInto(text)).rejects.toBeInstanceOf(UnreadableArchiveError);
    await expect(restoreInto(join(temp.path, 'missing.tar.gz'))).rejects.toThrow(/There is no file/);
    // Nothing was made for an archive refused before the restore began.
    await expect(readdir(join(temp.path, 'never'))).rejects.toThrow(/ENOENT/);
  });

  it(
    'is refused when a table has fewer rows than its manifest says, and no row of it stays',
    { timeout: 120_000 },
    async () => {
      const lying = join(temp.path, 'lying.tar.gz');
      await withManifest(archive, lying, (manifest) => ({
        ...manifest,
        tables: (manifest.tables as Array<{ name: string; rows: number }>).map((table) =>
          table.name === 'order' ? { ...table, rows: table.rows + 1 } : table,
        ),
      }));
      const failure = restoreCommand([lying, '--force'], commandContext({ DATA_DIR: restoredDir() }));
      await expect(failure).rejects.toBeInstanceOf(BackupRefusedError);
      await expect(failure).rejects.toThrow(/damaged \(its table order has \d+ rows where its manifest says \d+\)/);
      const shop = await openShopOf({ DATA_DIR: restoredDir() });
      try {
        expect(await tablesWithRows(sqlOf(shop.orm.em.fork()))).toEqual([]);
      } finally {
        await shop.close();
      }
    },
  );
});

describe('who may take and download backups', () => {
  let staff: { authorization: string };
  let name: string;
  beforeAll(async () => {
    staff = (await accountHeaders(t, 'baker@crumb.test', AdminRole.staff)).headers;
    name = basename(archive);
  });

  it('answers 401 without a token and 403 to staff, on every backups call', async () => {
    const calls = [
      { method: 'POST', url: '/api/backups' },
      { method: 'GET', url: '/api/backups' },
      { method: 'GET', url: `/api/backups/${name}` },
    ] as const;
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
      const refused = await t.app.inject({ ...call, headers: staff });
      expect(refused.statusCode, call.url).toBe(403);
      expect(refused.json()).toEqual({ error: "Only the shop's owner can do this" });
    }
  });

  it('sends nothing but an archive of the folder: other names are 400, unknown archives 404', async () => {
    // A file beside the folder and one inside it that is no archive: neither can be reached.
    await writeFile(join(t.config.dataDir, 'secret.tar.gz'), 'the owner keeps this to herself');
    await mkdir(join(t.config.dataDir, 'backups'), { recursive: true });
    await writeFile(join(t.config.dataDir, 'backups', 'notes.tar.gz'), 'notes');
    for (const hostile of [
      '..%2Fsecret.tar.gz',
      '..%2F..%2F..%2Fetc%2Fpasswd',
      '%2Fetc%2Fpasswd',
      'notes.tar.gz',
      '.partial-0123456789abcdef.tar.gz',
      `${name}%00`,
      `${name}.tar.gz`,
      'crumb-2026-13-28T10-15-30-123Z.tar.gz',
    ]) {
      const response = await download(hostile);
      expect(response.statusCode, hostile).toBe(400);
      expect(response.json().error, hostile).toMatch(/backup name|must|control character/);
    }
    expect((await download('crumb-2020-01-01T00-00-00-000Z.tar.gz')).statusCode).toBe(404);
    expect((await download('crumb-2020-01-01T00-00-00-000Z.tar.gz')).json()).toEqual({ error: 'Backup not found' });
    // Dot segments never reach the route with a name: no call answers them with a file.
    for (const url of ['/api/backups/..', '/api/backups/../../etc/passwd', '/api/backups/../secret.tar.gz']) {
      const raw = await t.app.inject({ method: 'GET', url, headers: t.admin });
      expect([400, 404], url).toContain(raw.statusCode);
      expect(raw.headers['content-type'], url).toMatch(/^application\/json/);
      expect(raw.body, url).not.toMatch(/root:|to herself/);
    }
  });
});

describe('the backups folder', () => {
  afterAll(async () => {
    await rm(join(t.config.dataDir, 'backups', 'notes.tar.gz'), { force: true });
  });

  it('keeps the newest BACKUP_KEEP archives (7 unless set)', async () => {
    const taken: string[] = [];
    for (let i = 0; i < 8; i += 1) taken.push((await takeBackup()).name);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/backups', headers: t.admin })).json<TakenBackup[]>();
    expect(listed.map((backup) => backup.name)).toEqual(taken.slice(-7).reverse());
    expect((await download(taken[0]!)).statusCode).toBe(404);
  });
});
