import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { ID_TABLE, type IdKind } from './kinds';

/**
 * Allocates the next ID of a sequence. The sequence is a table with an auto-increment key, so the
 * database, not process memory, makes IDs unique across concurrent requests and several instances.
 * Runs inside the caller's transaction when there is one (a rolled-back create frees nothing visible).
 */
export async function allocateId(strapi: Core.Strapi, kind: IdKind): Promise<number> {
  return strapi.db.transaction(async ({ trx }) => {
    const insert = trx(ID_TABLE[kind]).insert({ created_at: new Date() });
    const [row] = strapi.db.dialect.useReturning() ? await insert.returning('id') : await insert;
    return Number(typeof row === 'object' ? (row as { id: number }).id : row);
  });
}

/**
 * Reserves an ID given by the caller (an import keeping its source's IDs). Fails if the ID is taken,
 * and moves the sequence past it so later allocations never collide.
 */
export async function reserveId(strapi: Core.Strapi, kind: IdKind, id: number): Promise<void> {
  const table = ID_TABLE[kind];
  await strapi.db.transaction(async ({ trx }) => {
    const taken = await trx(table).where({ id }).first('id');
    if (taken) throw new errors.ValidationError(`The ${kind} ID ${id} is already in use.`);
    await trx(table).insert({ id, created_at: new Date() });
    if (strapi.db.dialect.client === 'postgres') {
      // PostgreSQL sequences ignore explicit inserts; MySQL and SQLite move past the largest key themselves.
      await trx.raw(
        `SELECT setval(pg_get_serial_sequence(?, 'id'), GREATEST(MAX(id), nextval(pg_get_serial_sequence(?, 'id')) - 1)) FROM ??`,
        [table, table, table]
      );
    }
  });
}
