import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * Validates values against the schemas of an OpenAPI 3.0 document with ajv: the whole document is
 * added under the id `doc`, so `$ref`s to `#/components/schemas/...` resolve, and OpenAPI's `nullable`
 * is understood. Formats (`uri`) are checked.
 */
export function createDocAjv(document: object) {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document, 'doc');
  const compiled = new Map<string, ValidateFunction>();
  /** The validator of the schema at a JSON pointer of the document (`/components/schemas/Event`). */
  return (pointer: string): ValidateFunction => {
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `doc#${pointer}` });
      compiled.set(pointer, validate);
    }
    return validate;
  };
}

/** A JSON pointer segment: `~` → `~0`, `/` → `~1`. */
export const pointerSegment = (text: string) => text.replace(/~/g, '~0').replace(/\//g, '~1');

/** The errors of a validation, one line each. */
export const errorLines = (validate: ValidateFunction): string[] =>
  (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
