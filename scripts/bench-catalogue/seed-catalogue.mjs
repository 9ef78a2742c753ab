// Fills a running shop with the large catalogue through the REST API, as the owner's back office
// would: the server's own rules, image checks and resizing apply to every product.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { CATALOGUE_CATEGORIES, catalogueProduct } from './catalogue-products.mjs';
import { productCount } from './owner-api.mjs';

const ART_DIR = fileURLToPath(new URL('../../api/src/demo-bakery/images/', import.meta.url));
/** Requests in flight while seeding: the server then always has the next one waiting. */
const IN_FLIGHT = 4;

/**
 * The demo artwork as an owner's photo would arrive: a 960x720 JPEG (the server stores it and
 * makes its smaller copies). Each drawing is rendered once; every upload is stored anew.
 */
function artworkPictures() {
  const rendered = new Map();
  return (file) => {
    if (!rendered.has(file)) {
      rendered.set(
        file,
        readFile(`${ART_DIR}${file}`).then((svg) =>
          sharp(svg, { density: 120 }).resize(960, 720).jpeg({ quality: 82 }).toBuffer(),
        ),
      );
    }
    return rendered.get(file);
  };
}

/** A multipart form of text fields and one picture, as the back office sends it. */
async function formWith(fields, picture, fileName) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, String(value));
  form.append('image', new Blob([await picture], { type: 'image/jpeg' }), fileName);
  return form;
}

/** The catalogue's categories by English name: the demo bakery's where present, the others created. */
async function seedCategories(api, picture) {
  const { body: existing } = await api.call('GET', '/categories');
  const ids = new Map(existing.map((category) => [category.name, category.id]));
  for (const category of CATALOGUE_CATEGORIES) {
    if (ids.has(category.name)) continue;
    const fields = {
      name: category.name,
      name_ar: category.nameAr,
      description: category.description,
      description_ar: category.descriptionAr,
      show_on_homepage: true,
    };
    const form = await formWith(fields, picture(category.art), category.art.replace('.svg', '.jpg'));
    ids.set(category.name, (await api.call('POST', '/categories', form)).body.id);
  }
  return ids;
}

/**
 * Adds products until the shop holds `total` (the demo bakery's count towards it). Answers how
 * many were created and how many of those with a picture.
 */
export async function seedCatalogue(api, total) {
  const picture = artworkPictures();
  const categoryIds = await seedCategories(api, picture);
  const wanted = Math.max(0, total - (await productCount(api)));
  const started = performance.now();
  let next = 0;
  let created = 0;
  let pictured = 0;
  const createOne = async (index) => {
    const product = catalogueProduct(index);
    const fields = {
      name: product.name,
      name_ar: product.nameAr,
      description: product.description,
      description_ar: product.descriptionAr,
      price: (product.priceFils / 1000).toFixed(3),
      category_id: categoryIds.get(product.category),
      featured: product.featured,
      available: product.available,
      message_max_length: product.messageMaxLength ?? undefined,
    };
    if (product.art) {
      await api.call('POST', '/products', await formWith(fields, picture(product.art), `product-${index}.jpg`));
      pictured += 1;
    } else {
      await api.call('POST', '/products', { ...fields, price: product.priceFils / 1000 });
    }
    created += 1;
    if (created % 250 === 0 || created === wanted) {
      console.log(
        `  ${created} of ${wanted} products created (${((performance.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
  };
  const worker = async () => {
    while (next < wanted) await createOne(next++);
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return { created, pictured };
}
