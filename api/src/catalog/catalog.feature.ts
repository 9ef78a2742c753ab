import type { Feature } from '../feature/feature';
import { Category } from './category.entity';
import { CategoryResolver } from './category.resolver';
import { catalogRestRoutes } from './catalog.rest';
import { Product } from './product.entity';
import { ProductResolver } from './product.resolver';
import { ProductOptionChoice } from './options/product-option-choice.entity';
import { ProductOption } from './options/product-option.entity';
import {
  ProductOptionChoiceResolver,
  ProductOptionResolver,
  ProductOptionsResolver,
} from './options/product-options.resolver';

/** What the bakery sells: categories and products, with their pictures, texts in both languages and choices. */
export const catalogFeature: Feature = {
  name: 'catalog',
  entities: [Category, Product, ProductOption, ProductOptionChoice],
  resolvers: [
    CategoryResolver,
    ProductResolver,
    ProductOptionsResolver,
    ProductOptionResolver,
    ProductOptionChoiceResolver,
  ],
  restRoutes: catalogRestRoutes,
  readCache: {
    queries: ['products', 'featuredProducts', 'product', 'findProduct', 'categories', 'homepageCategories', 'category'],
    queriesUnlessSearching: { productPage: 'q' },
  },
};
