import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import type { Orm } from '../database/orm';

/** What pg-boss needs to run its SQL: `$1`-style parameters, answered with pg's `{ rows }`. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

type PgConnection = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/** The part of knex's client (typed `any` by knex) that lends out its pg connections. */
type ConnectionLender = {
  acquireConnection(): Promise<PgConnection>;
  releaseConnection(connection: PgConnection): Promise<void>;
};

/**
 * Runs each statement on a connection of the given knex (a pool, or a transaction whose client
 * always answers the transaction's own connection). The pg connection itself is used rather
 * than `knex.raw`, because pg-boss writes `$1` parameters and knex would look for `?`.
 */
function executorOf(knex: Knex): SqlExecutor {
  return {
    async executeSql(text, values) {
      const client = knex.client as ConnectionLender;
      const connection = await client.acquireConnection();
      try {
        return await connection.query(text, values);
      } finally {
        await client.releaseConnection(connection);
      }
    },
  };
}

/**
 * The queue shares the ORM's connections: no second pool per instance, and on the embedded
 * database (one connection at a time) the jobs simply wait their turn with the requests.
 */
export function ormPoolExecutor(orm: Orm): SqlExecutor {
  return executorOf(orm.em.getConnection().getKnex());
}

/**
 * Runs inside the transaction `em` is in, so what is written commits or rolls back with it.
 * Refuses an `em` outside a transaction: the point is that the job exists exactly when the
 * data it is about does.
 */
export function transactionExecutor(em: EntityManager): SqlExecutor {
  const transaction = em.getTransactionContext<Knex.Transaction>();
  if (!transaction) throw new Error("A job enqueued with its data must be enqueued inside that data's transaction");
  return executorOf(transaction);
}
