import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * What repositories receive: the database or a transaction of it, on either driver. Both drivers'
 * databases and their transactions extend this one class.
 */
export type DatabaseExecutor = PgDatabase<PgQueryResultHKT>;
