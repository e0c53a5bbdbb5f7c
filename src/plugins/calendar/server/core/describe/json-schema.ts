import { z } from 'zod/v4';

/** A JSON Schema (OpenAPI 3.0 Schema Object) as plain data. */
export type JsonSchema = { [key: string]: JsonValue };
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** One top-level field of a parameter or body schema. */
export interface SchemaField {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** A value as JSON would carry it (`undefined` members dropped). */
const toJson = (value: unknown): JsonValue => JSON.parse(JSON.stringify(value ?? null)) as JsonValue;

/**
 * The input side of a route schema as an OpenAPI 3.0 schema. Our parameter readers are transforms of
 * `unknown`, typed by their `.meta()` hints (`type`, `items`, `enum`, ...). Zod drops the defaults of
 * transforming schemas in input mode (the default is an output value); they are put back here, since
 * the default is what an absent parameter means, which a client needs to know.
 */
export function inputSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'openapi-3.0',
    override: ({ zodSchema, jsonSchema }) => {
      const def = zodSchema._zod.def;
      if (def.type === 'default') (jsonSchema as Record<string, unknown>).default = toJson(def.defaultValue);
    },
  });
  return toJson(json) as JsonSchema;
}

const isSchema = (value: JsonValue | undefined): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The top-level fields of an object schema, in declaration order, with whether each is required. */
export function fieldsOf(schema: z.ZodType): SchemaField[] {
  const json = inputSchema(schema);
  const properties = isSchema(json.properties) ? json.properties : {};
  const required = Array.isArray(json.required) ? json.required : [];
  return Object.entries(properties).map(([name, property]) => ({
    name,
    required: required.includes(name),
    schema: isSchema(property) ? property : {},
  }));
}
