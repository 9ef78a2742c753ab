import fp from 'fastify-plugin';
import type { Orm } from '../database/orm';
import type { RestOrderFragment } from '../graphql/generated/rest-operations';
import type { Language } from '../localized/language';
import { orderFragmentPages } from './order-pages';
import type { OrderFilters } from './order-search';

declare module 'fastify' {
  interface FastifyInstance {
    /** The orders matching the filters after an order, a page at a time, for the REST list and export sent whole (order-pages.ts). */
    orderPagesAfter: (filters: OrderFilters, after: number, language: Language) => AsyncGenerator<RestOrderFragment[]>;
  }
}

/** Gives the REST facade the orders' page reader, on the server's ORM. */
export const orderPagesPlugin = fp<{ orm: Orm }>(
  async (app, { orm }) => {
    app.decorate('orderPagesAfter', (filters: OrderFilters, after: number, language: Language) =>
      orderFragmentPages(orm.em, filters, after, language),
    );
  },
  { name: 'order-pages' },
);
