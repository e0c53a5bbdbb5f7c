import type { WireContext } from './context';
import type { PostKind } from './links';
import type { WireBlankCostDetails } from './types';

/**
 * Password blanking of the original: on a protected record the caller has not unlocked, these keys
 * are replaced where present, at any depth. Title, dates, IDs, URLs, status, slug and time zone stay.
 */
const TO_EMPTY_STRING = new Set([
  'description', 'excerpt', 'cost', 'website', 'virtual_url', 'virtual_video_source', 'email', 'phone',
  'stateprovince', 'zip', 'province', 'country', 'city', 'address',
  // Ours (issue 35): why it changed and how to join it online are the event's content.
  'event_status_reason', 'online_url', 'online_access_notes',
]);
const TO_NULL = new Set([
  'all_day', 'show_map', 'show_map_link', 'hide_from_listings', 'sticky', 'featured', 'ticketed', 'is_virtual',
]);
// `venue` and `organizer` are blanked as lists even when they hold a venue's or an organizer's own
// name: the original keys its list by field name, not by record type (a quirk its snapshots pin).
const TO_EMPTY_LIST = new Set(['categories', 'tags', 'venue', 'organizer', 'custom_fields']);
const TO_ZERO = new Set(['geo_lat', 'geo_lng']);

/** The blanked cost_details; the original writes its keys in this (different) order. */
const blankCostDetails = (): WireBlankCostDetails => ({
  currency_symbol: '',
  currency_position: '',
  currency_code: '',
  values: [],
});

/** Whether the caller may not see the protected fields of a record of `kind`. */
export const isLocked = (
  record: { password: string | null; postId: number },
  ctx: Pick<WireContext, 'unlocked'>,
  kind: PostKind
): boolean => Boolean(record.password) && !ctx.unlocked(record, kind);

function blankValue(key: string, value: unknown): unknown {
  if (TO_EMPTY_STRING.has(key)) return '';
  if (key === 'image') return false;
  if (TO_NULL.has(key)) return null;
  if (TO_EMPTY_LIST.has(key)) return [];
  if (key === 'cost_details') return blankCostDetails();
  if (TO_ZERO.has(key)) return 0;
  return blankNested(value);
}

function blankNested(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(blankNested);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, blankValue(key, member)]));
  }
  return value;
}

/**
 * Returns a copy of a wire record with the protected keys blanked (`state` deliberately kept, as the
 * original does). The result keeps the key order; its wire types already allow the blanked values.
 */
export function blankProtected<T extends object>(wire: T): T {
  return blankNested(wire) as T;
}
