import { z } from 'zod/v4';
import type { BodyMode } from './post-fields';

type Fields = (languages: readonly string[]) => z.ZodRawShape;

/**
 * The two schemas of one body: `update` has every field optional; `create` is the same with the
 * required fields made required. Spread over the optional ones, the required fields keep their place,
 * so missing ones are listed in the original's order.
 */
export function bodyModes<F extends Fields, R extends z.ZodRawShape>(fields: F, required: R) {
  return {
    create: (languages: readonly string[]) => z.object(fields(languages) as ReturnType<F>).extend(required),
    update: (languages: readonly string[]) => z.object(fields(languages) as ReturnType<F>),
  };
}

/** The schema of a mode, typed by the literal mode a caller passes. */
export type BodyOf<B extends ReturnType<typeof bodyModes>, M extends BodyMode> = ReturnType<B[M]>;

/** Picks the schema of a mode. */
export const bodyFor = <B extends ReturnType<typeof bodyModes>, M extends BodyMode>(modes: B, mode: M, languages: readonly string[]) =>
  modes[mode](languages) as BodyOf<B, M>;
