import { z } from 'zod/v4';
import { nonEmptyString } from '../params/params';
import type { Taxonomy } from '../params/term-list-params';
import { bodyFor, bodyModes, type BodyOf } from './modes';
import { languageFields, type BodyMode, type BodyOptions } from './post-fields';
import { parentTerm } from './value-fields';

const NAME = 'The term name; not empty, and unique in its taxonomy and language';

/** The fields of both taxonomies (spec 2.4, 2.5, contract 9.5), in the original's order. */
const termFields = (languages: readonly string[], noun: string) => ({
  name: nonEmptyString().optional().meta({ description: NAME }),
  // Not `""`: TEC validates the term description as a non-empty string, so a client of the original
  // never clears a description with `""` (400 there, 400 here).
  description: nonEmptyString()
    .optional()
    .meta({ description: `The ${noun} description; not empty when sent` }),
  slug: nonEmptyString()
    .optional()
    .meta({ description: `The ${noun} slug; not empty when sent` }),
});

const parent = parentTerm()
  .optional()
  .meta({ description: 'Term ID of the parent category; `0` for a top-level category' });

// `parent` exists on categories only; on tags it is an undeclared field, so it is dropped.
const categoryFields = (languages: readonly string[]) => ({
  ...termFields(languages, 'category'),
  parent,
  ...languageFields(languages, 'category'),
});
const tagFields = (languages: readonly string[]) => ({ ...termFields(languages, 'tag'), ...languageFields(languages, 'tag') });
const required = { name: nonEmptyString().meta({ description: NAME }) };
const TERM_BODIES = { category: bodyModes(categoryFields, required), tag: bodyModes(tagFields, required) };
type TermBodies = typeof TERM_BODIES;

export interface TermBodyOptions<T extends Taxonomy = Taxonomy, M extends BodyMode = BodyMode> extends BodyOptions<M> {
  taxonomy: T;
}

/**
 * The body of `POST /categories` and `POST /tags` (create: `name` required) and of term updates.
 * Undeclared fields are dropped (zod's default strip), as the original ignores them.
 */
export function createTermBody<T extends Taxonomy, M extends BodyMode>({
  languages,
  mode,
  taxonomy,
}: TermBodyOptions<T, M>): BodyOf<TermBodies[T], M> {
  return bodyFor(TERM_BODIES[taxonomy] as TermBodies[T], mode, languages);
}
export type CategoryCreateBody = z.infer<BodyOf<TermBodies['category'], 'create'>>;
export type CategoryUpdateBody = z.infer<BodyOf<TermBodies['category'], 'update'>>;
export type TagCreateBody = z.infer<BodyOf<TermBodies['tag'], 'create'>>;
export type TagUpdateBody = z.infer<BodyOf<TermBodies['tag'], 'update'>>;
/** Either taxonomy's body; `parent` is only ever set for categories. */
export type TermBody = CategoryCreateBody | CategoryUpdateBody | TagCreateBody | TagUpdateBody;
