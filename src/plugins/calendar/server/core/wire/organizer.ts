import type { OrganizerRecord } from '../../data/records/types';
import type { WireContext } from './context';
import { organizerJsonLd } from './json-ld';
import { globalId, globalIdLineage, languageKeys, postPermalink } from './links';
import { postContent, postMeta } from './post-fields';
import { blankProtected, isLocked } from './protect';
import type { WireOrganizer } from './types';
import { withoutFalsy } from './wp-strings';

/** `json_ld`: add the schema.org Person (single-organizer GET, and organizers embedded in a single-event GET). */
export interface WireOrganizerOptions {
  jsonLd?: boolean;
}

/** An organizer record: the original's key order, every empty member omitted, then the global IDs. */
export function toWireOrganizer(
  organizer: OrganizerRecord,
  ctx: WireContext,
  options: WireOrganizerOptions = {}
): WireOrganizer {
  const locked = isLocked(organizer, ctx, 'organizer');
  const fields = {
    id: organizer.postId,
    ...postMeta(organizer, ctx),
    url: postPermalink('organizer', organizer, ctx),
    organizer: organizer.name.trim(),
    ...postContent(organizer, ctx),
    phone: organizer.phone ?? '',
    website: organizer.website ?? '',
    email: organizer.email ?? '',
    // No JSON-LD for a locked organizer: the original's JSON-LD builder skips password-protected posts.
    ...(options.jsonLd && !locked ? { json_ld: organizerJsonLd(organizer, ctx) } : {}),
  };
  const wire = {
    id: organizer.postId,
    // Kept even when "0" (no author), unlike the other empty keys: clients read every record's author
    // (the original's records always have one; ours may not, e.g. written with an API token).
    author: fields.author,
    // The original drops every empty value ("", "0", false image): keys are omitted, not empty.
    ...withoutFalsy(fields),
    // Never empty, so never dropped: restated for the type only (a repeated key keeps its first position).
    status: organizer.postStatus,
    global_id: globalId(organizer.postId, ctx),
    global_id_lineage: globalIdLineage(organizer.postId, organizer.globalIdLineage, ctx),
    ...languageKeys(organizer, ctx),
  } satisfies WireOrganizer;
  return locked ? blankProtected(wire) : wire;
}
