import type { Core } from '@strapi/strapi';
import { mapOf, remember } from '../../lib/bounded-memo';
import { rowsOf, withKnex, type Knex, type QueryBuilder } from './tables';

/** A value the SQL is compiled without: bound when the query runs (the `index`-th of its values). */
export class Slot {
  constructor(readonly index: number) {}
}

/** `count` slots numbered from `from`: what a `whereIn` of `count` values is compiled with. */
export const slots = (count: number, from = 0): Slot[] => Array.from({ length: count }, (_, i) => new Slot(from + i));

/** SQL as knex compiles it: `?` placeholders and their bindings. */
export interface CompiledSql {
  sql: string;
  bindings: readonly unknown[];
}

/** Compiled SQL by app and key; the key names everything the SQL depends on. Values, never rows. */
const COMPILED = new WeakMap<Core.Strapi, Map<string, CompiledSql>>();
const MAX_COMPILED = 1000;

/**
 * Compiles once per key (`key` undefined: every time). Compiling the calendar's reads through Strapi's
 * query builder and knex cost about as much as running them, for SQL that only changes with its shape.
 */
export function compileOnce(strapi: Core.Strapi, key: string | undefined, compile: () => CompiledSql): CompiledSql {
  if (key === undefined) return compile();
  return remember(mapOf(COMPILED, strapi), key, MAX_COMPILED, () => {
    const { sql, bindings } = compile();
    return { sql, bindings: [...bindings] };
  });
}

/** Runs compiled SQL with `bindings` (its own by default); the rows, as every dialect shapes them. */
export async function runCompiled<T>(strapi: Core.Strapi, knex: Knex, compiled: CompiledSql, bindings = compiled.bindings): Promise<T[]> {
  return rowsOf<T>(strapi, await knex.raw(compiled.sql, bindings as never[]));
}

/**
 * Runs a hand-written query whose SQL depends only on its shape (which tables, columns and joins, how
 * many values in each list), not on its values: knex builds it once per shape, with slots where the
 * values go, and later runs bind the values into the kept SQL.
 */
export async function runShaped<T = Record<string, unknown>>(
  strapi: Core.Strapi,
  shape: string,
  build: (knex: Knex) => QueryBuilder,
  values: readonly unknown[]
): Promise<T[]> {
  return withKnex(strapi, async (knex) => {
    const compiled = compileOnce(strapi, `shape|${shape}`, () => build(knex).toSQL());
    return runCompiled<T>(strapi, knex, compiled, compiled.bindings.map((binding) => (binding instanceof Slot ? values[binding.index] : binding)));
  });
}
