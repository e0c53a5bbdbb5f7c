import { z } from 'zod/v4';
import { remember } from '../../lib/bounded-memo';
import type { BodyMode } from './post-fields';

type Fields = (languages: readonly string[]) => z.ZodRawShape;

/**
 * The two schemas of one body: `update` has every field optional; `create` is the same with the
 * required fields made required. Spread over the optional ones, the required fields keep their place,
 * so missing ones are listed in the original's order.
 *
 * Each is built once per list of languages (they depend on nothing else) and reused: building an event
 * body's schema, its inline venue and organizer included, took ~5 ms, on every write.
 */
export function bodyModes<F extends Fields, R extends z.ZodRawShape>(fields: F, required: R) {
  const built = { create: new Map<string, z.ZodObject>(), update: new Map<string, z.ZodObject>() };
  // A handful of language lists in a site's life (locales added in the admin); the bound is a safeguard.
  const once = <S extends z.ZodObject>(mode: BodyMode, languages: readonly string[], build: () => S): S =>
    remember(built[mode], languages.join(','), 16, build) as S;
  return {
    create: (languages: readonly string[]) => once('create', languages, () => z.object(fields(languages) as ReturnType<F>).extend(required)),
    update: (languages: readonly string[]) => once('update', languages, () => z.object(fields(languages) as ReturnType<F>)),
  };
}

/** The schema of a mode, typed by the literal mode a caller passes. */
export type BodyOf<B extends ReturnType<typeof bodyModes>, M extends BodyMode> = ReturnType<B[M]>;

/** Picks the schema of a mode. */
export const bodyFor = <B extends ReturnType<typeof bodyModes>, M extends BodyMode>(modes: B, mode: M, languages: readonly string[]) =>
  modes[mode](languages) as BodyOf<B, M>;
