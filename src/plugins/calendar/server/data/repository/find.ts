import type { Core } from '@strapi/strapi';
import { categoryDaysEnabled } from '../counts/category-days';
import { eventDaysEnabled, windowTotalSql, type WindowTotal } from '../counts/event-days';
import { readColumns, type Row } from './columns';
import { EVENT_FIELDS, ORGANIZER_FIELDS, TERM_FIELDS, VENUE_FIELDS } from './fields';
import { compileOnce, runCompiled, type CompiledSql } from './shaped-query';
import { withKnex, type Knex } from './tables';
import { UID } from './uids';

export type CalendarUid = (typeof UID)[keyof typeof UID];

/** A Strapi database filter (`where`), as the query layer builds it. */
export type Where = Record<string, unknown>;
export type OrderBy = Record<string, 'asc' | 'desc'>[];
type RowQuery = { where: Where; orderBy?: OrderBy; offset?: number; limit?: number };
/** How the total rides along: counted on the filter itself, or summed from the day counts of a plain window. */
type Total = false | { count: true } | { window: WindowTotal };

/** The columns each content type reads; what they link to is loaded by the record mappers (records.ts). */
const READ_COLUMNS: Record<CalendarUid, string[]> = {
  [UID.event]: EVENT_FIELDS,
  [UID.venue]: VENUE_FIELDS,
  [UID.organizer]: ORGANIZER_FIELDS,
  [UID.category]: TERM_FIELDS,
  [UID.tag]: TERM_FIELDS,
};

/** The column the list total rides in (not an attribute name, so it never meets one). */
const TOTAL = '__cal_total';

/** Strings, numbers, booleans, null, and arrays and plain objects of them (no knex subquery, no Date). */
function isPlain(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlain);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value as object).every(isPlain);
}

/**
 * Strapi's query builder turns the filter language (relation paths, `$in` subqueries, `$containsi`...)
 * into SQL; the SQL runs here, on the current transaction if any, and the rows are read back as
 * `strapi.db.query` would (columns.ts). With a total, the total of the whole list comes in the same
 * statement, as a scalar subquery each database computes once: a list page costs one query, not two.
 */
function compile(strapi: Core.Strapi, knex: Knex, uid: CalendarUid, query: RowQuery, total: Total): CompiledSql {
  const page = strapi.db.queryBuilder(uid).init({ ...query, select: READ_COLUMNS[uid] }).getKnexQuery();
  if (total && 'window' in total) page.select(knex.raw('? as ??', [windowTotalSql(strapi, knex, total.window), TOTAL]));
  else if (total) page.select(knex.raw('(?) as ??', [strapi.db.queryBuilder(uid).init({ where: query.where }).count().getKnexQuery(), TOTAL]));
  return page.toSQL();
}

/**
 * Reads rows. A query made of plain values is compiled once and kept: the same list asked again
 * compiles to the same SQL and bindings (the default window moves once a day).
 */
async function select(strapi: Core.Strapi, uid: CalendarUid, query: RowQuery, total: Total) {
  const key = isPlain(query) && isPlain(total) ? `rows|${uid}|${JSON.stringify(total)}|${JSON.stringify(query)}` : undefined;
  return withKnex(strapi, (knex) =>
    runCompiled<Record<string, unknown>>(strapi, knex, compileOnce(strapi, key, () => compile(strapi, knex, uid, query, total)))
  );
}

const toRow = (strapi: Core.Strapi, uid: CalendarUid, raw: Record<string, unknown>) =>
  readColumns(strapi, uid, READ_COLUMNS[uid], raw, null) as Row;

/** Reads the rows of one page in one query; Strapi's filter language, converted values. */
export async function findRows(strapi: Core.Strapi, uid: CalendarUid, query: RowQuery): Promise<Row[]> {
  return (await select(strapi, uid, query, false)).map((raw) => toRow(strapi, uid, raw));
}

/**
 * A page and the total of the whole list, in one query. A page past the end has no row to carry the
 * total: then it is counted on its own (the first page is empty only when the total is 0). A plain
 * date window's total is summed from the day counts when the database keeps them.
 */
export async function findPage(
  strapi: Core.Strapi,
  uid: CalendarUid,
  query: RowQuery & { offset: number; limit: number },
  windowTotal?: WindowTotal
): Promise<{ rows: Row[]; total: number }> {
  const counted = windowTotal && eventDaysEnabled(strapi) && (!windowTotal.category || categoryDaysEnabled(strapi));
  const raws = await select(strapi, uid, query, counted ? { window: windowTotal } : { count: true });
  if (!raws.length) return { rows: [], total: query.offset > 0 ? await countRows(strapi, uid, query.where) : 0 };
  return { rows: raws.map((raw) => toRow(strapi, uid, raw)), total: Number(raws[0][TOTAL]) };
}

export async function countRows(strapi: Core.Strapi, uid: CalendarUid, where: Where): Promise<number> {
  return Number(await strapi.db.query(uid).count({ where } as never));
}

/** Which post type holds a wire post ID (events, venues and organizers share the sequence). */
export async function postTypeOf(strapi: Core.Strapi, postId: number): Promise<CalendarUid | null> {
  for (const uid of [UID.event, UID.venue, UID.organizer]) {
    if (await strapi.db.query(uid).findOne({ where: { postId }, select: ['id'] })) return uid;
  }
  return null;
}
