import type { Orm } from '../src/database/orm';

/**
 * A bakery as the shop's first release left it, for the upgrade test: rows written with plain
 * SQL against the tables as the first release's migrations created them, never through today's
 * entities, which describe today's columns.
 *
 * The first release shipped the four migrations of 2026-11-22. Each group of rows is written
 * right after the migration that created its tables, so the migrations of that same release
 * (the settings' extended texts) also run over existing rows; `lastMigration` is where the
 * upgrade starts from, and everything after it in migrations/index.ts is "every migration since".
 */

type Value = string | number | boolean | null | Date | Record<string, unknown> | unknown[];
type Row = Record<string, Value>;

interface TableRows {
  table: string;
  rows: Row[];
}

interface ReleaseStep {
  /** The migration the step's tables were created by: the database is migrated up to it first. */
  after: string;
  tables: TableRows[];
  /** What the owner did afterwards with the first release, in plain SQL. */
  then?: string[];
}

const at = (iso: string) => new Date(iso);

/** Sold once, then removed by the owner: its order line keeps the name and price it sold at. */
const REMOVED_PRODUCT = 'Date Maamoul Box';

/** argon2id of 'sourdough at dawn', with the parameters the first release hashed with. */
const FIRST_ADMIN_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$mSbVJa7+txmTtA95zinpEQ$OUhlqlORwfpDpTKRCZAOzyi/kkIyn8+mCR6IDr4StjY';
export const FIRST_ADMIN = { email: 'maryam@crumb.test', password: 'sourdough at dawn' } as const;

const categories: Row[] = [
  {
    name: 'Cakes',
    description: 'Layer cakes for birthdays and gatherings',
    image: '/uploads/e55bb8bb1795fc6896f77d15d295544a.jpg',
    display_image: '/uploads/b8b6089ef92eccc1fcf0708bfafb1e6c.webp',
    show_on_homepage: true,
    created_at: at('2026-11-22T06:00:00Z'),
    updated_at: at('2026-11-22T06:05:00Z'),
  },
  {
    name: 'Cookies & Sweets',
    description: '',
    image: null,
    display_image: null,
    show_on_homepage: false,
    created_at: at('2026-11-22T06:10:00Z'),
    updated_at: at('2026-11-22T06:10:00Z'),
  },
];

const products: Row[] = [
  {
    name: 'Chocolate Fudge Cake',
    description: 'Three layers of dark chocolate sponge with fudge icing.',
    price_fils: 12500,
    image: '/uploads/c82578f7125621e68ae1139aba8da89b.jpg',
    featured: false,
    category_id: 1,
    created_at: at('2026-11-22T06:20:00Z'),
    updated_at: at('2026-11-22T06:20:00Z'),
  },
  {
    name: 'Saffron Cardamom Cookies',
    description: 'A box of twelve.',
    price_fils: 3500,
    image: null,
    featured: false,
    category_id: 2,
    created_at: at('2026-11-22T06:25:00Z'),
    updated_at: at('2026-11-22T07:40:00Z'),
  },
  {
    name: 'Pistachio Kunafa Cheesecake',
    description: 'Baked cheesecake on a crisp kunafa base.',
    price_fils: 15000,
    image: '/uploads/519a7dd559db8e1de486edf3b5b82158.webp',
    featured: true,
    category_id: 1,
    created_at: at('2026-11-22T06:30:00Z'),
    updated_at: at('2026-11-22T06:30:00Z'),
  },
  {
    name: REMOVED_PRODUCT,
    description: '',
    price_fils: 8000,
    image: null,
    featured: false,
    category_id: 2,
    created_at: at('2026-11-22T06:35:00Z'),
    updated_at: at('2026-11-22T06:35:00Z'),
  },
];

const siteSettings: Row = {
  id: 1,
  hero_title: 'Baked fresh in Manama every morning',
  hero_subtitle: 'Cakes, cookies and sweets to order',
  hero_image: '/uploads/008df99d89874e40a0f0011599193e56.jpg',
  owner_name: 'Maryam',
  owner_message: 'Every cake starts with butter, eggs and patience.',
  owner_image: null,
  owner_professional_bio: 'Pastry chef trained in Lyon.',
  owner_achievements: null,
  about_title: 'About Crumb',
  about_subtitle: 'A home bakery grown up',
  about_description: 'We bake in small batches.',
  about_mission: 'Honest ingredients, no shortcuts.',
  about_image: null,
  phone: '+973 1700 0000',
  email: 'hello@crumb.test',
  address: 'Shop 4, Road 3803, Adliya',
  instagram: 'crumb.bh',
  facebook: '',
  site_name: 'Crumb',
  logo: null,
  footer_text: 'Open daily 7am to 9pm',
  footer_copyright: '© 2026 Crumb',
  footer_links: 'About|/about\nMenu|/products',
  updated_at: at('2026-11-22T07:00:00Z'),
};

const admins: Row[] = [
  { email: FIRST_ADMIN.email, password_hash: FIRST_ADMIN_PASSWORD_HASH, created_at: at('2026-11-22T05:55:00Z') },
];

const vouchers: Row[] = [
  {
    code: 'EID10',
    type: 'percentage',
    discount_value: 10,
    active: true,
    created_at: at('2026-11-22T07:10:00Z'),
    updated_at: at('2026-11-22T07:10:00Z'),
  },
  {
    code: 'WELCOME2',
    type: 'fixed',
    discount_value: 2000,
    active: false,
    created_at: at('2026-11-22T07:12:00Z'),
    updated_at: at('2026-11-22T08:00:00Z'),
  },
];

const orders: Row[] = [
  {
    created_at: at('2026-11-22T09:15:00Z'),
    status: 'delivered',
    customer_name: 'Fatima Al-Khalifa',
    whatsapp: '+973 3612 3456',
    address: 'Building 221, Road 3803, Block 338, Adliya',
    note: 'Please call on arrival',
    payment_method: 'cash',
    subtotal_fils: 19500,
    delivery_fils: 2000,
    discount_fils: 1950,
    total_fils: 19550,
    voucher_code: 'EID10',
    idempotency_key: '4f7c1e0a-5b2d-4c8e-9a61-0d3f2b7e8c15',
    request_hash: '63cdea26ab0c5bead369a3154b15b15ac0e989481060e3caceb4b7ffe3672084',
  },
  {
    created_at: at('2026-11-22T10:40:00Z'),
    status: 'pending',
    customer_name: 'Ahmed Yusuf',
    whatsapp: '97339876543',
    address: 'Flat 12, Building 1450, Road 4025, Isa Town',
    note: '',
    payment_method: 'cash',
    subtotal_fils: 23000,
    delivery_fils: 2000,
    discount_fils: 0,
    total_fils: 25000,
    voucher_code: null,
    idempotency_key: null,
    request_hash: null,
  },
];

const orderLines: Row[] = [
  { order_id: 1, product_id: 1, name: 'Chocolate Fudge Cake', unit_price_fils: 12500, quantity: 1 },
  { order_id: 1, product_id: 2, name: 'Saffron Cardamom Cookies', unit_price_fils: 3500, quantity: 2 },
  { order_id: 2, product_id: 4, name: REMOVED_PRODUCT, unit_price_fils: 8000, quantity: 1 },
  { order_id: 2, product_id: 3, name: 'Pistachio Kunafa Cheesecake', unit_price_fils: 15000, quantity: 1 },
];

const FIRST_RELEASE: ReleaseStep[] = [
  {
    after: 'Migration20261122000000_catalog_and_settings',
    tables: [
      { table: 'category', rows: categories },
      { table: 'product', rows: products },
      { table: 'site_settings', rows: [siteSettings] },
    ],
  },
  {
    after: 'Migration20261122020000_vouchers_orders',
    tables: [
      { table: 'admin', rows: admins },
      { table: 'voucher', rows: vouchers },
      { table: 'order', rows: orders },
      { table: 'order_line', rows: orderLines },
    ],
    then: [`delete from "product" where "name" = '${REMOVED_PRODUCT}'`],
  },
];

/** The first release's last migration: the upgrade runs every migration listed after it. */
export const FIRST_RELEASE_LAST_MIGRATION = 'Migration20261122030000_settings_texts';

/**
 * Migrates a new, empty database through the first release only, writing its rows as they were
 * written then. Ids come from the tables' own sequences, as the first release's inserts took
 * them, so the app's next insert after the upgrade continues after them.
 */
export async function buildFirstReleaseShop(orm: Orm): Promise<void> {
  const connection = orm.em.getConnection();
  const migrator = orm.getMigrator();
  for (const step of FIRST_RELEASE) {
    await migrator.up({ to: step.after });
    for (const { table, rows } of step.tables) {
      for (const row of rows) {
        const columns = Object.keys(row);
        await connection.execute(
          `insert into "${table}" (${columns.map((column) => `"${column}"`).join(', ')}) values (${columns.map(() => '?').join(', ')})`,
          columns.map((column) => row[column]),
        );
      }
    }
    for (const sql of step.then ?? []) await connection.execute(sql);
  }
  await migrator.up({ to: FIRST_RELEASE_LAST_MIGRATION });
}

const withIds = (rows: Row[]): Row[] => rows.map((row, index) => ({ id: index + 1, ...row }));

/**
 * Every first-release row after the upgrade: the values it was written with, and in the columns
 * the later migrations added, the defaults they document (an Arabic twin empty until the owner
 * writes it; a product available; the first admin an owner, in English, not disabled; a voucher
 * without rules, its new use counter at zero; an order for delivery, with no delivery day, window
 * or area).
 * Columns a later migration may add beyond these are not looked at.
 */
export const FIRST_RELEASE_ROWS_AFTER_UPGRADE: TableRows[] = [
  {
    table: 'category',
    rows: withIds(categories).map((row) => ({ ...row, name_ar: '', description_ar: '' })),
  },
  {
    table: 'product',
    rows: withIds(products)
      .filter((row) => row.name !== REMOVED_PRODUCT)
      .map((row) => ({ ...row, name_ar: '', description_ar: '', available: true, message_max_length: null })),
  },
  {
    table: 'site_settings',
    rows: [
      {
        ...siteSettings,
        texts: {},
        texts_ar: {},
        ...Object.fromEntries(
          [
            'hero_title',
            'hero_subtitle',
            'owner_name',
            'owner_message',
            'about_title',
            'about_subtitle',
            'about_description',
            'about_mission',
            'address',
            'site_name',
            'footer_text',
            'footer_copyright',
            'footer_links',
          ].map((column) => [`${column}_ar`, '']),
        ),
        owner_professional_bio_ar: null,
        owner_achievements_ar: null,
      },
    ],
  },
  {
    table: 'admin',
    rows: withIds(admins).map((row) => ({
      ...row,
      language: 'en',
      role: 'owner',
      disabled: false,
      invited_at: null,
      sessions_ended_at: null,
      last_seen_at: null,
    })),
  },
  {
    table: 'voucher',
    rows: withIds(vouchers).map((row) => ({
      ...row,
      expires_at: null,
      min_subtotal_fils: null,
      usage_limit: null,
      used_count: 0,
    })),
  },
  {
    table: 'order',
    rows: withIds(orders).map((row) => ({
      ...row,
      delivery_date: null,
      delivery_window: null,
      delivery_window_start: null,
      delivery_window_end: null,
      fulfilment: 'delivery',
      area_id: null,
      area_name: null,
      area_name_ar: null,
      zone_name: null,
      zone_name_ar: null,
      address_parts: null,
    })),
  },
  {
    table: 'order_line',
    rows: withIds(orderLines).map((row) => ({
      ...row,
      // The line of the removed product stays, as sold, pointing at no product.
      product_id: row.name === REMOVED_PRODUCT ? null : (row.product_id ?? null),
      name_ar: '',
      message: null,
      choices: [],
    })),
  },
];
