import type { Core, UID } from '@strapi/strapi';

/** Strapi's knex instance (or a transaction on it). */
export type Knex = Core.Strapi['db']['connection'];
/** A knex query builder and a raw SQL fragment, as hand-written queries build them. */
export type QueryBuilder = ReturnType<Knex>;
export type Raw = ReturnType<Knex['raw']>;

interface JoinTable {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
  orderColumnName?: string;
}

/** Table and column names come from Strapi's metadata, never hard-coded: they follow Strapi's naming rules. */
export function tableName(strapi: Core.Strapi, uid: UID.ContentType): string {
  return strapi.db.metadata.get(uid).tableName;
}

export function columnName(strapi: Core.Strapi, uid: UID.ContentType, attribute: string): string {
  const meta = strapi.db.metadata.get(uid).attributes[attribute] as { columnName?: string } | undefined;
  if (!meta) throw new Error(`${uid} has no attribute ${attribute}`);
  return meta.columnName ?? attribute;
}

export function joinTableOf(strapi: Core.Strapi, uid: UID.ContentType, attribute: string): JoinTable {
  const meta = strapi.db.metadata.get(uid).attributes[attribute] as { joinTable?: JoinTable } | undefined;
  if (!meta?.joinTable) throw new Error(`${uid}.${attribute} is not a relation with a join table`);
  return meta.joinTable;
}

/**
 * Runs a hand-written query on the current transaction when there is one. On SQLite the pool holds one
 * connection, so a query outside an open transaction would wait for it forever.
 */
export function withKnex<T>(strapi: Core.Strapi, run: (knex: Knex) => Promise<T>): Promise<T> {
  if (!strapi.db.inTransaction()) return run(strapi.db.connection);
  return strapi.db.transaction(({ trx }) => run(trx)) as unknown as Promise<T>;
}

/** knex.raw answers each driver's own result: rows (SQLite), `{ rows }` (PostgreSQL), `[rows, fields]` (MySQL). */
export function rowsOf<T>(strapi: Core.Strapi, result: unknown): T[] {
  const client = strapi.db.dialect.client;
  if (client === 'postgres') return (result as { rows: T[] }).rows;
  if (client === 'mysql') return (result as [T[], unknown])[0];
  return result as T[];
}
