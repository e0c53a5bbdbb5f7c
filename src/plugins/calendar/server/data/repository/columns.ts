import type { Core, UID } from '@strapi/strapi';
import { mapOf } from '../../lib/bounded-memo';
import type { Knex, QueryBuilder } from './tables';

/** A row as Strapi's database layer returns it: attribute names, converted values. */
export type Row = Record<string, unknown> & { id: number; documentId: string; locale: string };

interface AttributeMeta {
  type: string;
  columnName?: string;
}

function attributeOf(strapi: Core.Strapi, uid: UID.Schema, name: string): AttributeMeta {
  const meta = strapi.db.metadata.get(uid).attributes[name] as AttributeMeta | undefined;
  if (!meta) throw new Error(`${uid} has no attribute ${name}`);
  return meta;
}

/**
 * The conversions Strapi's database layer applies when it reads a row (@strapi/database fields/*),
 * so hand-written queries hand the record mappers the same values as `strapi.db.query`: SQLite and
 * MySQL store booleans as 0/1 and JSON as text, PostgreSQL returns bigint and decimal as strings.
 */
function fromDatabase(type: string, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'boolean':
      if (typeof value === 'boolean') return value;
      return String(value) === '1' ? true : String(value) === '0' ? false : null;
    case 'json':
    case 'blocks':
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    case 'integer':
    case 'float':
    case 'decimal':
      return Number(value);
    case 'biginteger':
      return String(value);
    case 'datetime':
    case 'timestamp': {
      const date = value instanceof Date ? value : new Date(value as string);
      return Number.isNaN(date.getTime()) ? null : date.toISOString();
    }
    default:
      return value;
  }
}

/** `alias.column` of one attribute. */
export function columnOf(strapi: Core.Strapi, uid: UID.Schema, tableAlias: string, attribute: string): string {
  return `${tableAlias}.${attribute === 'id' ? 'id' : (attributeOf(strapi, uid, attribute).columnName ?? attribute)}`;
}

/**
 * A selected column: `alias.column` (or, with `expression`, SQL built from our own quoted identifiers),
 * and its Strapi type (to type the NULLs of the other arms).
 */
export interface Column {
  source: string;
  type: string;
  expression?: boolean;
}

export const column = (source: Column['source'], type: string): Column => ({ source, type });

/** `alias.column as prefix+attribute` for each attribute: what a hand-written select lists. */
export function columnsOf(
  strapi: Core.Strapi,
  uid: UID.Schema,
  tableAlias: string,
  attributes: readonly string[],
  prefix: string
): Record<string, Column> {
  const columns: Record<string, Column> = {};
  for (const name of attributes) {
    const type = name === 'id' ? 'integer' : attributeOf(strapi, uid, name).type;
    columns[`${prefix}${name}`] = column(columnOf(strapi, uid, tableAlias, name), type);
  }
  return columns;
}

/** How to read each attribute back: its key in the raw row, its Strapi type. Per app, uid, list and keys. */
type Reader = { name: string; key: string; type: string }[];
const READERS = new WeakMap<Core.Strapi, Map<string, WeakMap<readonly string[], Reader>>>();

/** `prefix`: keys are `prefix + attribute` (what columnsOf selects); null: keys are the column names. */
function readerOf(strapi: Core.Strapi, uid: UID.Schema, attributes: readonly string[], prefix: string | null): Reader {
  const byShape = mapOf(READERS, strapi);
  let byList = byShape.get(`${uid}|${prefix}`);
  if (!byList) byShape.set(`${uid}|${prefix}`, (byList = new WeakMap()));
  let reader = byList.get(attributes);
  if (!reader) {
    reader = attributes.map((name) => {
      const meta = name === 'id' ? { type: 'integer', columnName: 'id' } : attributeOf(strapi, uid, name);
      return { name, key: prefix === null ? (meta.columnName ?? name) : `${prefix}${name}`, type: meta.type };
    });
    byList.set(attributes, reader);
  }
  return reader;
}

/**
 * Attributes read back from a raw row and converted as Strapi would: those `columnsOf` selected with
 * `prefix`, or (prefix null) a table's own columns under their column names.
 */
export function readColumns(
  strapi: Core.Strapi,
  uid: UID.Schema,
  attributes: readonly string[],
  raw: Record<string, unknown>,
  prefix: string | null
): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const { name, key, type } of readerOf(strapi, uid, attributes, prefix)) row[name] = fromDatabase(type, raw[key]);
  return row;
}

/** One arm of a UNION ALL: a kind, the columns it fills, and the FROM/JOIN/WHERE that feed them. */
export interface Branch {
  kind: string;
  columns: Record<string, Column>;
  from: QueryBuilder;
}

/** Kinds are our own constants (content-type UIDs and relation names); anything else is a bug. */
function kindLiteral(kind: string): string {
  if (!/^[\w:.-]+$/.test(kind)) throw new Error(`unionQuery: invalid kind ${kind}`);
  return kind;
}

export type UnionRow = Record<string, unknown> & { kind: string };

/** PostgreSQL types of Strapi's attribute types, for typed NULLs. */
const PG_TYPES: Record<string, string> = {
  string: 'varchar', uid: 'varchar', enumeration: 'varchar', email: 'varchar', password: 'varchar',
  text: 'text', richtext: 'text', integer: 'integer', biginteger: 'bigint', float: 'double precision',
  decimal: 'numeric', boolean: 'boolean', datetime: 'timestamp', timestamp: 'timestamp', date: 'date',
  time: 'time', json: 'jsonb', blocks: 'jsonb',
};

/** The SELECT list of one arm, as SQL: its own columns, and a (typed) NULL for each column of the other arms. */
function selectList(knex: Knex, client: string, branch: Branch, names: string[], types: Map<string, string>): string {
  const parts = [
    // Inlined, not bound: the arms carry no bindings in their SELECT lists (knex would misplace them
    // when an arm reads from a derived table).
    knex.raw(`'${kindLiteral(branch.kind)}' as ??`, ['kind']).toQuery(),
    ...names.map((name) => {
      const col = branch.columns[name];
      if (col) return col.expression ? `${col.source} as ${knex.raw('??', [name]).toQuery()}` : knex.raw('?? as ??', [col.source, name]).toQuery();
      const pgType = client === 'postgres' ? PG_TYPES[types.get(name) as string] : undefined;
      if (client === 'postgres' && !pgType) throw new Error(`unionQuery: no PostgreSQL type for ${types.get(name)}`);
      return knex.raw(pgType ? `cast(null as ${pgType}) as ??` : 'null as ??', [name]).toQuery();
    }),
  ];
  return parts.join(', ');
}

/**
 * Reads several kinds of rows in one query. Each arm lists every column of every arm, NULL where it
 * has none, so the arms line up; columns of the same name carry the same type in every arm that
 * fills them. PostgreSQL types a UNION pairwise from the left, so a column that is NULL in the first
 * arms would be typed text: there the NULLs are cast to the column's type. Rows come back unordered.
 * Callers run it through runShaped (shaped-query.ts), so it is built once per shape.
 */
export function unionQuery(strapi: Core.Strapi, knex: Knex, branches: Branch[]): QueryBuilder {
  const types = new Map<string, string>();
  for (const branch of branches) for (const [name, col] of Object.entries(branch.columns)) if (!types.has(name)) types.set(name, col.type);
  const names = [...types.keys()];
  const client = strapi.db.dialect.client;
  const selects = branches.map((branch) => branch.from.select(knex.raw(selectList(knex, client, branch, names, types))));
  const [first, ...rest] = selects;
  return rest.length ? first.unionAll(rest) : first;
}
