import type { Feature } from '../feature/feature';
import { CustomersResolver } from './customers.resolver';
import { customerRestRoutes } from './customers.rest';

/** The shop's customers as their orders show them, one per WhatsApp number, for the owner and staff. */
export const customersFeature: Feature = {
  name: 'customers',
  resolvers: [CustomersResolver],
  restRoutes: customerRestRoutes,
};
