import { z } from 'zod/v4';
import { NAMESPACE } from '../namespace';
import { param, reject } from './issues';
import { enumParam, language, LANGUAGE_DESCRIPTION, nonEmptyString } from './params';

/** WordPress core's request contexts; `embed` reads like `view`. */
export const CONTEXTS = ['view', 'embed', 'edit'] as const;

/**
 * The query of single-record reads (`GET /events/<id>`, by-slug, venues, organizers, terms): `password`
 * unlocks a protected record, `context=edit` lets an editor see it unblanked (contract 8).
 * Undeclared parameters are dropped (zod's default strip), as the original ignores them.
 */
export const createSingleParams = ({ languages }: { languages: readonly string[] }) =>
  z.object({
    password: nonEmptyString().optional().meta({ description: 'Unlocks a record protected by this password' }),
    context: enumParam(CONTEXTS)
      .optional()
      .meta({ description: '`edit`: callers who may edit the record see it unblanked; default: `view`' }),
    ml_language: language(languages).optional().meta({ description: LANGUAGE_DESCRIPTION }),
  });
export type SingleParams = z.infer<ReturnType<typeof createSingleParams>>;

/** WordPress core declares these without a type: any string passes (an unknown namespace is the handler's 404). */
const anyString = () => param((value) => (typeof value === 'string' ? value : reject()));

/** The query of the namespace index `GET /cal/events/v1` (spec 4.1). */
export const createNamespaceParams = ({ languages }: { languages: readonly string[] }) =>
  z.object({
    namespace: anyString().default(NAMESPACE).meta({ description: 'The namespace to describe; only this one exists' }),
    context: anyString().default('view').meta({ description: 'Scope of the request (WordPress core); has no effect here' }),
    ml_language: language(languages).optional().meta({ description: 'Language of the descriptions' }),
  });
export type NamespaceParams = z.infer<ReturnType<typeof createNamespaceParams>>;

/** The query of `GET /cal/events/v1/doc`, and of any route that takes only the language. */
export const createLanguageParams = ({ languages }: { languages: readonly string[] }) =>
  z.object({ ml_language: language(languages).optional().meta({ description: LANGUAGE_DESCRIPTION }) });
export type LanguageParams = z.infer<ReturnType<typeof createLanguageParams>>;
