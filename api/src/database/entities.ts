import { Category } from '../catalog/category.entity';
import { Product } from '../catalog/product.entity';
import { SiteSettings } from '../settings/site-settings.entity';

/** Every persisted entity; the ORM and the migration check both read this list. */
export const entities = [Category, Product, SiteSettings];
