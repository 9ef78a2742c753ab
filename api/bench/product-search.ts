/**
 * `npm run bench:search --workspace api`: the server time of catalogue pages and searches with
 * 2,000 products in English and Arabic, in-process (app.inject: no network), on the embedded
 * database in memory or on DATABASE_URL's server (a fresh database), and the plan the database
 * picks for a search. Prints its figures; writes nothing.
 */
import 'reflect-metadata';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createTestApp } from '../test/test-app';

const PRODUCTS = 2_000;
const WARM_UP = 10;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);

const app = await createTestApp();
const connection = app.orm.em.getConnection();
const [category] = await connection.execute(`insert into category (name) values ('Bench') returning id`);

// Names and descriptions made of bakery words in both languages, in varied combinations.
const FLAVOURS = [
  'Chocolate',
  'Vanilla',
  'Pistachio',
  'Saffron',
  'Rose',
  'Date',
  'Caramel',
  'Lemon',
  'Mango',
  'Cardamom',
];
const FLAVOURS_AR = ['شوكولاتة', 'فانيلا', 'فستق', 'زعفران', 'ورد', 'تمر', 'كراميل', 'ليمون', 'مانجو', 'هيل'];
const KINDS = [
  'Cake',
  'Tart',
  'Cookies',
  'Kunafa',
  'Macarons',
  'Brownies',
  'Cheesecake',
  'Roll',
  'Muffins',
  'Basbousa',
];
const KINDS_AR = ['كيكة', 'تارت', 'كوكيز', 'كنافة', 'ماكرون', 'براونيز', 'تشيز كيك', 'رول', 'مافن', 'بسبوسة'];
const sqlArray = (words: string[]) => `array[${words.map((word) => `'${word}'`).join(', ')}]`;
await connection.execute(
  `insert into product (name, name_ar, description, description_ar, price_fils, featured, category_id)
   select f[1 + n % 10] || ' ' || k[1 + (n / 10) % 10] || ' No. ' || n,
     k_ar[1 + (n / 10) % 10] || ' ' || f_ar[1 + n % 10] || ' رقم ' || n,
     'Baked fresh every morning with ' || lower(f[1 + (n / 7) % 10]) || ' and butter, finished by hand. '
       || repeat('Serves eight; keeps two days in the fridge. ', 1 + n % 4),
     'نخبزها كل صباح بال' || f_ar[1 + (n / 7) % 10] || ' والزبدة، ونزيّنها باليد. تكفي ثمانية أشخاص.',
     1000 + n, n % 13 = 0, ?
   from generate_series(1, ${PRODUCTS}) n,
     (select ${sqlArray(FLAVOURS)} f, ${sqlArray(FLAVOURS_AR)} f_ar, ${sqlArray(KINDS)} k, ${sqlArray(KINDS_AR)} k_ar) words`,
  [category!.id],
);
await connection.execute('analyze product');

const PAGE = `query ($q: String, $categoryId: ID, $offset: Int) {
  productPage(q: $q, categoryId: $categoryId, limit: 24, offset: $offset) {
    total items { id name price image featured available categoryId category { id name } priceFrom }
  }
}`;
const graphqlPage = (variables: Record<string, unknown>) => () =>
  app.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: { query: PAGE, variables },
  });
const cases = [
  { name: 'productPage, no search, page 1 (read cache hits)', request: graphqlPage({}) },
  { name: "productPage q='chocolate cake'", request: graphqlPage({ q: 'chocolate cake' }) },
  { name: "productPage q='choclate' (typo)", request: graphqlPage({ q: 'choclate' }) },
  { name: "productPage q='كنافه' (folded)", request: graphqlPage({ q: 'كنافه' }) },
  { name: "productPage q='ca' (word start)", request: graphqlPage({ q: 'ca' }) },
  { name: "productPage q='xylophone' (none)", request: graphqlPage({ q: 'xylophone' }) },
  {
    name: 'GET /api/products?q=kunafa&limit=24',
    request: () => app.app.inject({ method: 'GET', url: '/api/products?q=kunafa&limit=24' }),
  },
];

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;
const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
console.log(
  `${PRODUCTS} products on ${database}; ${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)}; ${SAMPLES} samples each`,
);
for (const { name, request } of cases) {
  for (let i = 0; i < WARM_UP; i++) await request();
  const times: number[] = [];
  let total = '';
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    const response = await request();
    times.push(performance.now() - start);
    const body = response.json<{ errors?: unknown; data?: { productPage: { total: number } } }>();
    if (response.statusCode !== 200 || ('errors' in body && body.errors))
      throw new Error(`${name}: ${response.body.slice(0, 300)}`);
    total = response.headers['x-total-count']?.toString() ?? String(body.data?.productPage.total);
  }
  console.log(
    `${name.padEnd(52)} median ${percentile(times, 0.5).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 0.95).toFixed(1).padStart(6)} ms  (${total} match)`,
  );
}

// The plan of the search's match, with the threshold the search sets.
const em = app.orm.em.fork();
await em.transactional(async (tx) => {
  await tx.execute(
    `select set_config('pg_trgm.word_similarity_threshold', '0.5', true), set_config('enable_seqscan', 'off', true)`,
  );
  const plan = await tx.execute<Array<{ 'QUERY PLAN': string }>>(
    `explain analyze select id from product p where 'choclate' <% p.search_document`,
  );
  console.log(plan.map((row) => row['QUERY PLAN']).join('\n'));
});
await app.close();
