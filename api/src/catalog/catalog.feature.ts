import type { Feature } from '../feature/feature';
import { Category } from './category.entity';
import { CategoryResolver } from './category.resolver';
import { catalogRestRoutes } from './catalog.rest';
import { Product } from './product.entity';
import { ProductResolver } from './product.resolver';

/** What the bakery sells: categories and products, with their pictures and texts in both languages. */
export const catalogFeature: Feature = {
  name: 'catalog',
  entities: [Category, Product],
  resolvers: [CategoryResolver, ProductResolver],
  restRoutes: catalogRestRoutes,
};
