import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000_catalog_and_settings } from './Migration20261122000000_catalog_and_settings';

/**
 * Every migration in the order it runs. Listed explicitly (not discovered from the folder) so
 * the same list works under tsx, Vitest and a bundle. A new migration is added here.
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122000000_catalog_and_settings', class: Migration20261122000000_catalog_and_settings },
];
