import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000_catalog_and_settings } from './Migration20261122000000_catalog_and_settings';
import { Migration20261122010000_auth } from './Migration20261122010000_auth';
import { Migration20261122020000_vouchers_orders } from './Migration20261122020000_vouchers_orders';
import { Migration20261122030000_settings_texts } from './Migration20261122030000_settings_texts';
import { Migration20261124000000_arabic_texts } from './Migration20261124000000_arabic_texts';
import { Migration20261124002000_product_available } from './Migration20261124002000_product_available';
import { Migration20261124003000_voucher_rules } from './Migration20261124003000_voucher_rules';
import { Migration20261125010000_shared_instance_state } from './Migration20261125010000_shared_instance_state';
import { Migration20261125140000_delivery_schedule } from './Migration20261125140000_delivery_schedule';
import { Migration20261125150000_order_delivery_window_times } from './Migration20261125150000_order_delivery_window_times';
import { Migration20261125160000_cake_message } from './Migration20261125160000_cake_message';
import { Migration20261125170000_attempt_limit_names } from './Migration20261125170000_attempt_limit_names';
import { Migration20261126100000_product_options } from './Migration20261126100000_product_options';
import { Migration20261126200000_product_search } from './Migration20261126200000_product_search';
import { Migration20261127100000_delivery_areas } from './Migration20261127100000_delivery_areas';
import { Migration20261127120000_capacity_per_method } from './Migration20261127120000_capacity_per_method';
import { Migration20261127130000_staff_accounts } from './Migration20261127130000_staff_accounts';
import { Migration20261127140000_order_events } from './Migration20261127140000_order_events';
import { Migration20261128093000_admin_sessions } from './Migration20261128093000_admin_sessions';
import { Migration20261128103000_activity_record } from './Migration20261128103000_activity_record';
import { Migration20261207110000_order_whatsapp_digits } from './Migration20261207110000_order_whatsapp_digits';
import { Migration20261207110001_order_language } from './Migration20261207110001_order_language';
import { Migration20261207120000_order_cancelled } from './Migration20261207120000_order_cancelled';
import { Migration20261207180000_order_changes } from './Migration20261207180000_order_changes';

/**
 * Every migration in the order it runs. Listed explicitly (not discovered from the folder) so
 * the same list works under tsx, Vitest and a bundle. A new migration is added here.
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122000000_catalog_and_settings', class: Migration20261122000000_catalog_and_settings },
  { name: 'Migration20261122010000_auth', class: Migration20261122010000_auth },
  { name: 'Migration20261122020000_vouchers_orders', class: Migration20261122020000_vouchers_orders },
  { name: 'Migration20261122030000_settings_texts', class: Migration20261122030000_settings_texts },
  { name: 'Migration20261124000000_arabic_texts', class: Migration20261124000000_arabic_texts },
  { name: 'Migration20261124002000_product_available', class: Migration20261124002000_product_available },
  { name: 'Migration20261124003000_voucher_rules', class: Migration20261124003000_voucher_rules },
  { name: 'Migration20261125010000_shared_instance_state', class: Migration20261125010000_shared_instance_state },
  { name: 'Migration20261125140000_delivery_schedule', class: Migration20261125140000_delivery_schedule },
  {
    name: 'Migration20261125150000_order_delivery_window_times',
    class: Migration20261125150000_order_delivery_window_times,
  },
  { name: 'Migration20261125160000_cake_message', class: Migration20261125160000_cake_message },
  { name: 'Migration20261125170000_attempt_limit_names', class: Migration20261125170000_attempt_limit_names },
  { name: 'Migration20261126100000_product_options', class: Migration20261126100000_product_options },
  { name: 'Migration20261126200000_product_search', class: Migration20261126200000_product_search },
  { name: 'Migration20261127100000_delivery_areas', class: Migration20261127100000_delivery_areas },
  { name: 'Migration20261127120000_capacity_per_method', class: Migration20261127120000_capacity_per_method },
  { name: 'Migration20261127130000_staff_accounts', class: Migration20261127130000_staff_accounts },
  { name: 'Migration20261127140000_order_events', class: Migration20261127140000_order_events },
  { name: 'Migration20261128093000_admin_sessions', class: Migration20261128093000_admin_sessions },
  { name: 'Migration20261128103000_activity_record', class: Migration20261128103000_activity_record },
  { name: 'Migration20261207110000_order_whatsapp_digits', class: Migration20261207110000_order_whatsapp_digits },
  { name: 'Migration20261207110001_order_language', class: Migration20261207110001_order_language },
  { name: 'Migration20261207120000_order_cancelled', class: Migration20261207120000_order_cancelled },
  { name: 'Migration20261207180000_order_changes', class: Migration20261207180000_order_changes },
];
