import type { z } from 'zod/v4';
import { LegacyError } from '../../errors';
import type { WireError } from '../../wire/types';
import { parseParams } from '../zod-errors';

export const SETTINGS = {
  perPage: 12,
  maxPerPage: 50,
  languages: ['en', 'fr', 'pt-pt'],
  search: { maxTerms: 20, maxLength: 200 },
} as const;

/** Parses a query with `schema`: the parsed value, or the WordPress error body it throws. */
export function attempt<S extends z.ZodType>(schema: S, query: unknown): { value: z.output<S> } | { error: WireError } {
  try {
    return { value: parseParams(schema, query) };
  } catch (error) {
    if (error instanceof LegacyError) return { error: error.toWire() };
    throw error;
  }
}

/** The params map of the error body `schema` gives for `query` (undefined if it parses). */
export function paramsOf(schema: z.ZodType, query: unknown): unknown {
  const result = attempt(schema, query);
  return 'error' in result ? result.error.data.params : undefined;
}
