import { z } from 'zod/v4';
import { recurrenceScopeParam } from '../bodies/recurrence-fields';
import { NAMESPACE } from '../../http/namespace';
import { param, reject } from './issues';
import { enumParam, language, LANGUAGE_DESCRIPTION, nonEmptyString } from './params';

/** WordPress core's request contexts; `embed` reads like `view`. */
export const CONTEXTS = ['view', 'embed', 'edit'] as const;

/**
 * The query of single-record reads (`GET /events/<id>`, by-slug, venues, organizers, terms): `password`
 * unlocks a protected record (contract 8). Callers who may edit it see it unblanked whatever `context`
 * says, as WordPress editors do: the original's `context=edit` requirement turned away the full-access
 * token from events it may edit.
 * Undeclared parameters are dropped (zod's default strip), as the original ignores them.
 */
export const createSingleParams = ({ languages }: { languages: readonly string[] }) =>
  z.object({
    password: nonEmptyString().optional().meta({ description: 'Unlocks a record protected by this password' }),
    context: enumParam(CONTEXTS)
      .optional()
      .meta({ description: '`view`, `embed` or `edit` (WordPress); callers who may edit the record see it unblanked in any context' }),
    ml_language: language(languages).optional().meta({ description: LANGUAGE_DESCRIPTION }),
  });
export type SingleParams = z.infer<ReturnType<typeof createSingleParams>>;

/**
 * The query of deletes (`DELETE /events/<id>`, by-slug, the other resources). `password` is accepted and
 * has no effect (a caller allowed to delete needs none): the original declares its read arguments on its
 * deletes, so clients may send it, and the namespace index lists it where the original does.
 */
export const createDeleteParams = ({ languages }: { languages: readonly string[] }) =>
  z.object({
    password: nonEmptyString().optional().meta({ description: 'The password of a protected record; not needed to delete it' }),
    ml_language: language(languages).optional().meta({ description: LANGUAGE_DESCRIPTION }),
  });

/** An event's delete also says what it applies to when the event is an occurrence of a series (our extension). */
export const createEventDeleteParams = ({ languages }: { languages: readonly string[] }) =>
  createDeleteParams({ languages }).extend({
    recurrence_scope: recurrenceScopeParam()
      .optional()
      .meta({ description: 'Which occurrences of a series the delete trashes (extension): this one, this and the following, or all; default all for the first occurrence (the whole series), this for the others' }),
  });
export type DeleteParams = z.infer<ReturnType<typeof createDeleteParams>>;

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
