import { z } from 'zod/v4';
import { NAMESPACE } from '../namespace';
import { param, reject } from './issues';
import { enumParam, language, nonEmptyString } from './params';

/** WordPress core's request contexts; `embed` reads like `view`. */
export const CONTEXTS = ['view', 'embed', 'edit'] as const;

/**
 * The query of single-record reads (`GET /events/<id>`, by-slug, venues, organizers, terms): `password`
 * unlocks a protected record, `context=edit` lets an editor see it unblanked (contract 8).
 * Undeclared parameters are dropped (zod's default strip), as the original ignores them.
 */
export const createSingleParams = ({ languages }: { languages: readonly string[] }) =>
  z.object({
    password: nonEmptyString().optional(),
    context: enumParam(CONTEXTS).optional(),
    ml_language: language(languages).optional(),
  });
export type SingleParams = z.infer<ReturnType<typeof createSingleParams>>;

/** WordPress core declares these without a type: any string passes (an unknown namespace is the handler's 404). */
const anyString = () => param((value) => (typeof value === 'string' ? value : reject()));

/** The query of the namespace index `GET /cal/events/v1` (spec 4.1). */
export const createNamespaceParams = ({ languages }: { languages: readonly string[] }) =>
  z.object({
    namespace: anyString().default(NAMESPACE),
    context: anyString().default('view'),
    ml_language: language(languages).optional(),
  });
export type NamespaceParams = z.infer<ReturnType<typeof createNamespaceParams>>;

/** The query of `GET /cal/events/v1/doc`, and of any route that takes only the language. */
export const createLanguageParams = ({ languages }: { languages: readonly string[] }) =>
  z.object({ ml_language: language(languages).optional() });
export type LanguageParams = z.infer<ReturnType<typeof createLanguageParams>>;
