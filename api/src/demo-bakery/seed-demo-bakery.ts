import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { apiRoot } from '../config/install-paths';
import type { CatalogTexts } from '../catalog/catalog-text';
import { Category } from '../catalog/category.entity';
import { checkedOptions, checkPriceFloor, replaceOptions } from '../catalog/options/product-option-writes';
import { Product } from '../catalog/product.entity';
import { checkDeliveryAreas } from '../delivery-areas/delivery-areas-check';
import { replaceDeliveryAreas } from '../delivery-areas/delivery-areas.service';
import { UPLOADS_PREFIX } from '../media/uploads-prefix';
import { SiteSettings } from '../settings/site-settings.entity';
import { contentTypeOf, type ImageStorage } from '../storage';
import { demoCategories, demoProducts, demoSettings } from './demo-bakery.data';
import { demoDeliveryAreas } from './demo-delivery-areas.data';

/** Shipped with the sources; the Docker image copies this folder beside the bundle. */
const ARTWORK_DIR = join(apiRoot, 'src', 'demo-bakery', 'images');
const DEMO_FOLDER = 'demo';

/** A demo category's or product's texts in both languages, as its entity stores them. */
const textsOf = ({ name, nameAr, description, descriptionAr }: CatalogTexts): CatalogTexts => ({
  name,
  nameAr,
  description,
  descriptionAr,
});

/**
 * Fills an empty shop with the demo bakery. A shop counts as empty until its settings record
 * exists, so an owner who deletes every demo product does not get them back on restart.
 * The artwork goes through the image storage, so a shop on S3 finds it in its bucket.
 * Returns whether it seeded.
 */
export async function seedDemoBakery(em: EntityManager, storage: ImageStorage): Promise<boolean> {
  return em.transactional(async (tx) => {
    if ((await tx.count(SiteSettings)) > 0) return false;

    const image = async (file: string) => {
      const key = `${DEMO_FOLDER}/${file}`;
      await storage.put(key, await readFile(join(ARTWORK_DIR, file)), contentTypeOf(key));
      return `${UPLOADS_PREFIX}${key}`;
    };

    const categories = new Map<string, Category>();
    for (const demo of demoCategories) {
      const category = tx.create(Category, {
        ...textsOf(demo),
        image: await image(demo.image),
        showOnHomepage: true,
      });
      categories.set(demo.key, category);
    }
    for (const demo of demoProducts) {
      const product = tx.create(Product, {
        ...textsOf(demo),
        priceFils: demo.priceFils,
        image: await image(demo.image),
        featured: demo.featured,
        category: categories.get(demo.category)!,
        messageMaxLength: demo.messageMaxLength ?? null,
      });
      // Through the owner's own write path, so the demo's groups pass the checks a form's would.
      const options = checkedOptions(
        (demo.options ?? []).map(({ choices, ...option }) => ({
          ...option,
          choices: choices.map(({ priceDeltaFils, ...choice }) => ({ ...choice, priceDelta: priceDeltaFils })),
        })),
      );
      checkPriceFloor(product, options);
      await replaceOptions(tx, product, options);
    }
    // Through the owner's own checks, like the options above.
    await replaceDeliveryAreas(tx, checkDeliveryAreas(demoDeliveryAreas));
    tx.create(SiteSettings, {
      ...demoSettings,
      heroImage: await image(demoSettings.heroImage),
      ownerImage: await image(demoSettings.ownerImage),
      aboutImage: await image(demoSettings.aboutImage),
    });
    return true;
  });
}
