import DataLoader from 'dataloader';
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../database/orm';
import type { Language } from '../localized/language';
import { Order } from '../orders/order.entity';
import { SiteSettings } from '../settings/site-settings.entity';
import { ownerMailLanguage } from './owner-mail-language';

/** Where an order's mail goes, and in which language. */
export interface OwnerMailRecipient {
  /** The shop email of the settings; empty when none is set. */
  to: string;
  language: Language;
}

/** What a try of an order's mail reads from the database. */
export interface OwnerOrderMailReader {
  /** The order with its lines; undefined when it no longer exists. */
  order(orderId: number): Promise<Order | undefined>;
  recipient(): Promise<OwnerMailRecipient>;
}

/**
 * Reads for the tries that start together (the job queue starts the jobs it fetched at once)
 * in one go: their orders and lines in two queries, the shop email and the owner's language
 * once, where each try on its own cost four queries. On the embedded database, whose one
 * connection also serves the shop's requests, those reads were most of a mail's cost. Nothing
 * is kept between batches (`cache: false`): every try reads what is current when it runs.
 */
export function ownerOrderMailReader(orm: Orm, log: FastifyBaseLogger): OwnerOrderMailReader {
  const orders = new DataLoader<number, Order | undefined>(
    async (orderIds) => {
      const found = await orm.em.fork().find(Order, { id: { $in: [...orderIds] } }, { populate: ['items'] });
      const byId = new Map(found.map((order) => [order.id, order]));
      return orderIds.map((orderId) => byId.get(orderId));
    },
    { cache: false },
  );
  const recipients = new DataLoader<'owner', OwnerMailRecipient>(
    async (asks) => {
      const em = orm.em.fork();
      // The email column only: the settings row carries every text of the shop.
      const settings = await em
        .createQueryBuilder(SiteSettings)
        .select('email')
        .where({ id: SiteSettings.SINGLETON_ID })
        .execute<Pick<SiteSettings, 'email'> | undefined>('get');
      const recipient = { to: (settings?.email ?? '').trim(), language: await ownerMailLanguage(em, log) };
      return asks.map(() => recipient);
    },
    { cache: false },
  );
  return {
    order: (orderId) => orders.load(orderId),
    recipient: () => recipients.load('owner'),
  };
}
