import 'reflect-metadata';
import { join } from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AuthResolver } from '../auth/auth.resolver';
import { CategoryResolver } from '../catalog/category.resolver';
import { DeliveryScheduleResolver } from '../delivery/delivery-schedule.resolver';
import { ProductResolver } from '../catalog/product.resolver';
import { MailResolver } from '../mail/mail.resolver';
import { OrderLineResolver } from '../orders/order-line.resolver';
import { OrderLookupResolver } from '../orders/order-lookup.resolver';
import { OrderResolver } from '../orders/order.resolver';
import { ShopFiguresResolver } from '../orders/shop-figures.resolver';
import { SettingsResolver } from '../settings/settings.resolver';
import { VoucherResolver } from '../vouchers/voucher.resolver';
import { installRoot } from '../config/install-paths';
import { authChecker } from './auth-checker';
import { withInheritedFieldExtensions } from './inherited-field-extensions';

/** Where the checked-in SDL lives; the client's generated hooks are built from it. */
export const SCHEMA_FILE = join(installRoot, 'schema', 'schema.graphql');

const resolvers = [CategoryResolver, ProductResolver, SettingsResolver, AuthResolver, VoucherResolver, OrderResolver, OrderLineResolver, OrderLookupResolver, ShopFiguresResolver, MailResolver, DeliveryScheduleResolver] as const;

export function buildCrumbSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    // Input validation lives in the services, so the same rules guard REST and GraphQL.
    validate: false,
  }).then(withInheritedFieldExtensions);
}
