import type { JsonSchema } from '../json-schema';

/** Small builders for the hand-written response schemas (OpenAPI 3.0 Schema Objects). */

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

export const string = (description?: string): JsonSchema => ({
  type: 'string',
  ...(description ? { description } : {}),
});
export const integer = (description?: string): JsonSchema => ({
  type: 'integer',
  ...(description ? { description } : {}),
});
export const boolean = (description?: string): JsonSchema => ({
  type: 'boolean',
  ...(description ? { description } : {}),
});
export const number = (): JsonSchema => ({ type: 'number' });
export const arrayOf = (items: JsonSchema, description?: string): JsonSchema => ({
  type: 'array',
  items,
  ...(description ? { description } : {}),
});

/** PHP's empty array, which JSON shows as `[]` where an object or a value is absent. */
export const emptyList = (): JsonSchema => ({ type: 'array', maxItems: 0 });

/** `YYYY-MM-DD HH:MM:SS`, the wire's date-time (no zone; `0000-00-00 00:00:00` for a draft's UTC date). */
export const wallTime = (description?: string): JsonSchema => ({
  type: 'string',
  pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$',
  ...(description ? { description } : {}),
});

/** An absolute URL. */
export const url = (description?: string): JsonSchema => ({
  type: 'string',
  format: 'uri',
  ...(description ? { description } : {}),
});

/** A boolean that a password-protected record shows as `null`. */
export const blankableBoolean = (description: string): JsonSchema => ({ type: 'boolean', nullable: true, description });

/** A closed object: every member listed, none other allowed, so a wrong document fails the proof. */
export function object(properties: Record<string, JsonSchema>, required: string[], description?: string): JsonSchema {
  return {
    type: 'object',
    ...(description ? { description } : {}),
    // OpenAPI 3.0 wants a non-empty `required` list, or none.
    ...(required.length ? { required } : {}),
    properties,
    additionalProperties: false,
  };
}

/** A map from any key to `values`. */
export const mapOf = (values: JsonSchema, description?: string): JsonSchema => ({
  type: 'object',
  additionalProperties: values,
  ...(description ? { description } : {}),
});

/** `schema` with these members required and those forbidden (e.g. `json_ld` only on single reads). */
export function variant(
  schema: JsonSchema,
  { require = [], forbid = [] }: { require?: string[]; forbid?: string[] }
): JsonSchema {
  const parts: JsonSchema[] = [schema];
  if (require.length) parts.push({ required: require });
  for (const name of forbid) parts.push({ not: { required: [name] } });
  return parts.length === 1 ? schema : { allOf: parts };
}

/** Our trailing keys on every record: its language and the IDs of its translations. */
export const languageKeys = (): Record<string, JsonSchema> => ({
  ml_language: string('Language of the record (wire code)'),
  translations: mapOf(integer(), 'IDs of the translations of the record, by language code; `{}` when none'),
});
