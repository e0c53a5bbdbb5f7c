import { invalidParams } from '../errors';

/** The body fields that name other records, each looked up (perhaps created) and linked in the write. */
export const REFERENCE_FIELDS = ['categories', 'tags', 'venue', 'organizer'] as const;

/**
 * Refuses a body naming more records in one field than the bound (setting maxReferences; issue 31: an
 * event naming category 1 150,000 times held its write's transaction for half a minute): 400
 * `rest_invalid_param` naming the field, before anything is looked up. Read after the body's schema, so
 * every field is a list by then.
 */
export function assertReferenceBound(body: object, max: number): void {
  const over: Record<string, string> = {};
  for (const field of REFERENCE_FIELDS) {
    const value = (body as Record<string, unknown>)[field];
    if (Array.isArray(value) && value.length > max) over[field] = `At most ${max} records may be named in ${field}.`;
  }
  if (Object.keys(over).length) throw invalidParams(over);
}
