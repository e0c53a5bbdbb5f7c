import { issueAppPassword } from '../../src/plugins/calendar/server/features/app-passwords/cli';
import { createApiToken, createRoleWithActions, createUser } from './auth';
import type { TestApp } from './strapi';
import type { Caller } from './write-helpers';

/**
 * The callers of the permission suite (tests/api/permissions) and the rights each holds, for the files
 * that ask every caller the same question (the matrix, the body fields and the filters that reach other
 * records). Each file boots its own app, so each makes its own callers.
 */

export type Resource = 'events' | 'venues' | 'organizers' | 'categories' | 'tags';
export type Verb = 'find' | 'findOne' | 'create' | 'update' | 'delete';
export const RESOURCES: Resource[] = ['events', 'venues', 'organizers', 'categories', 'tags'];
/** The resources that are posts: they have a status, an author and by-slug routes. */
export const POSTS: Resource[] = ['events', 'venues', 'organizers'];
export const VERBS: Verb[] = ['find', 'findOne', 'create', 'update', 'delete'];
export const READS: Verb[] = ['find', 'findOne'];

/** The users-permissions / API-token action of a resource's verb. */
export const action = (resource: Resource, verb: Verb) => `plugin::calendar.${resource}.${verb}`;
/** The read actions of the five resources (not the feeds' `feeds.find`, nor the index's). */
const RESOURCE_READS = RESOURCES.flatMap((r) => READS.map((v) => action(r, v)));

/** One caller and what it holds: `holds(resource, verb)` says whether it holds `<resource>.<verb>`. */
export interface Holder {
  label: string;
  caller: Caller;
  holds: (resource: Resource, verb: Verb) => boolean;
  /** Every read action, the namespace's and the feeds' (`feeds.find`) included; single-action tokens hold one. */
  readsAll?: boolean;
  /** Updates and deletes only the events, venues and organizers it is the author of (no `ownership.editOthers`). */
  ownRecordsOnly?: boolean;
  /** Credentials that are no one's (a token that does not exist): refused as no credentials are. */
  invalid?: boolean;
  /** The users-permissions user behind the caller, when there is one. */
  userId?: number;
}

/**
 * Every kind of caller: anonymous (the Public role reads), an invalid token, a reader (the Authenticated
 * role, which holds the read actions), a read-only token, a custom token and a users-permissions role
 * holding the resources' read actions only, an author (a user whose role holds every calendar action but
 * the right to edit others' records), the Calendar editor role (both also by application password, sent
 * as Bearer as clients of the original may), a full-access token, an events writer (create and update), and
 * one API token per single action.
 */
export async function createHolders(app: TestApp): Promise<Holder[]> {
  const { strapi } = app;
  const reads = (_r: Resource, verb: Verb) => READS.includes(verb);
  const holders: Holder[] = [];
  holders.push({ label: 'anonymous', caller: null, holds: reads, readsAll: true });
  holders.push({ label: 'an invalid token', caller: 'not-a-real-token', holds: () => false, invalid: true });
  const reader = await createUser(app, 'authenticated');
  holders.push({ label: 'a reader', caller: reader.jwt, holds: reads, readsAll: true, userId: reader.id });
  holders.push({ label: 'a read-only token', caller: await createApiToken(strapi, 'read-only'), holds: reads, readsAll: true });
  holders.push({ label: 'a custom token with the read actions only', caller: await createApiToken(strapi, 'custom', RESOURCE_READS), holds: reads });
  await createRoleWithActions(app, 'calendar-reader', RESOURCE_READS);
  const roleReader = await createUser(app, 'calendar-reader');
  holders.push({ label: 'a user whose role has the read actions only', caller: roleReader.jwt, holds: reads, userId: roleReader.id });
  const everyAction = RESOURCES.flatMap((r) => VERBS.map((v) => action(r, v)));
  await createRoleWithActions(app, 'permission-author', [...everyAction, 'plugin::calendar.feeds.find', 'plugin::calendar.feeds.findOne']);
  const author = await createUser(app, 'permission-author');
  const editor = await createUser(app, 'calendar-editor');
  const appPassword = async (username: string) => (await issueAppPassword(strapi, { kind: 'app-password', user: username, createUser: false })).split(':')[1]!;
  const all = () => true;
  holders.push({ label: 'an author', caller: author.jwt, holds: all, readsAll: true, ownRecordsOnly: true, userId: author.id });
  holders.push({ label: "an author's application password", caller: await appPassword(author.username), holds: all, readsAll: true, ownRecordsOnly: true, userId: author.id });
  holders.push({ label: 'the Calendar editor role', caller: editor.jwt, holds: all, readsAll: true, userId: editor.id });
  holders.push({ label: "a Calendar editor's application password", caller: await appPassword(editor.username), holds: all, readsAll: true, userId: editor.id });
  holders.push({ label: 'a full-access token', caller: await createApiToken(strapi, 'full-access'), holds: all, readsAll: true });
  // An events writer with no right on what an event links to (venues, organizers, terms).
  const eventsWriter = await createApiToken(strapi, 'custom', [action('events', 'create'), action('events', 'update')]);
  holders.push({ label: 'a token for events.create and events.update only', caller: eventsWriter, holds: (r, v) => r === 'events' && (v === 'create' || v === 'update') });
  for (const resource of RESOURCES) {
    for (const verb of VERBS) {
      const token = await createApiToken(strapi, 'custom', [action(resource, verb)]);
      holders.push({ label: `a token for ${resource}.${verb} only`, caller: token, holds: (r, v) => r === resource && v === verb });
    }
  }
  return holders;
}

/** The holder of that label (the labels above). */
export function holderNamed(holders: Holder[], label: string): Holder {
  const found = holders.find((h) => h.label === label);
  if (!found) throw new Error(`No caller "${label}"`);
  return found;
}
