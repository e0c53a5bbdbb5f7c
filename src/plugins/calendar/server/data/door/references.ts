import { invalidParams } from '../../core/errors';

/**
 * The body fields that name other records, each looked up (perhaps created) and linked in the write: those
 * of `cal/events/v1` and those of `tec/v1` (whose raw body is bounded before it is mapped onto ours).
 */
export const REFERENCE_FIELDS = ['categories', 'tags', 'venue', 'venues', 'organizer', 'organizers', 'tribe_events_cat'] as const;

/** How many records a field's value names at most, read as the body schemas read it (a list, a CSV, a PHP-style map). */
function entries(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  if (typeof value === 'string') return value.split(',').length;
  if (value && typeof value === 'object') return Object.keys(value).length;
  return 1;
}

/**
 * Refuses a body naming more records in one field than the bound (setting maxReferences; issue 31: an
 * event naming category 1 150,000 times held its write's transaction for half a minute): 400
 * `rest_invalid_param` naming the field. Read on the raw body, before its schema reads every entry and
 * before anything is looked up. A single inline venue (an object of fields) counts as one.
 */
export function assertReferenceBound(body: Record<string, unknown>, max: number): void {
  const over: Record<string, string> = {};
  for (const field of REFERENCE_FIELDS) {
    const value = body[field];
    if (value === undefined || value === null) continue;
    const inline = field === 'venue' || field === 'organizer' ? isInlineRecord(value) : false;
    if (!inline && entries(value) > max) over[field] = `At most ${max} records may be named in ${field}.`;
  }
  if (Object.keys(over).length) throw invalidParams(over);
}

/** `{ "venue": "Hall", "city": … }`: the fields of one venue or organizer, not a map of entries. */
const isInlineRecord = (value: unknown): boolean =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).some((key) => !/^\d+$/.test(key));
