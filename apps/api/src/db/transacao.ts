import type { Db } from './client.js';

/** A Drizzle transaction (what `db.transaction` hands to its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or an open transaction: both run the same queries. */
export type Executor = Db | Tx;
