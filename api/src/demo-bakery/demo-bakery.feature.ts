import type { Feature } from '../feature/feature';
import { seedDemoBakery } from './seed-demo-bakery';

/** A new shop's demo bakery (SEED_DEMO_DATA, on by default): three categories, ten products, the site's texts, Bahrain's delivery areas (off). */
export const demoBakeryFeature: Feature = {
  name: 'demo-bakery',
  prepare: async ({ em, config, imageStorage }) =>
    config.seedDemoData && (await seedDemoBakery(em, imageStorage))
      ? 'Seeded the demo bakery into the empty database.'
      : null,
};
