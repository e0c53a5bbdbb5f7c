import type { Core } from '@strapi/strapi';
import { rowsOf, withKnex, type Knex, type QueryBuilder } from './tables';

/** A value the SQL is compiled without: bound when the query runs (the `index`-th of its values). */
export class Slot {
  constructor(readonly index: number) {}
}

/** `count` slots numbered from `from`: what a `whereIn` of `count` values is compiled with. */
export const slots = (count: number, from = 0): Slot[] => Array.from({ length: count }, (_, i) => new Slot(from + i));

interface Compiled {
  sql: string;
  bindings: unknown[];
}

/** Compiled SQL by app and shape. A shape names everything the SQL text depends on; values are slots. */
const COMPILED = new WeakMap<Core.Strapi, Map<string, Compiled>>();
const MAX_SHAPES = 500;

/**
 * Runs a hand-written query whose SQL depends only on its shape (which tables, columns and joins, how
 * many values in each list), not on its values. knex builds it once per shape, with slots where the
 * values go; later runs bind the values into the kept SQL. Building the calendar's wide UNION reads
 * through knex cost about as much as running them. Returns the rows, as every dialect shapes them.
 */
export async function runShaped<T = Record<string, unknown>>(
  strapi: Core.Strapi,
  shape: string,
  build: (knex: Knex) => QueryBuilder,
  values: readonly unknown[]
): Promise<T[]> {
  let shapes = COMPILED.get(strapi);
  if (!shapes) COMPILED.set(strapi, (shapes = new Map()));
  return withKnex(strapi, async (knex) => {
    let compiled = shapes.get(shape);
    if (!compiled) {
      const { sql, bindings } = build(knex).toSQL();
      compiled = { sql, bindings: [...bindings] };
      if (shapes.size >= MAX_SHAPES) shapes.clear();
      shapes.set(shape, compiled);
    }
    const bindings = compiled.bindings.map((binding) => (binding instanceof Slot ? values[binding.index] : binding));
    return rowsOf<T>(strapi, await knex.raw(compiled.sql, bindings as never[]));
  });
}
