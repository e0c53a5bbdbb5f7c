import type { Doc, Factories } from './factories';
import type { Resource } from './permission-callers';
import { dataVersion } from './sql';
import type { TestApp } from './strapi';
import { countAll, UID } from './write-helpers';

/**
 * The records of the permission suite (tests/api/permissions): fresh records of each resource, the
 * bodies of a valid create and update, and the check that a refused write changed nothing.
 */

export const UID_OF: Record<Resource, string> = { events: UID.event, venues: UID.venue, organizers: UID.organizer, categories: UID.category, tags: UID.tag };
/** The wire ID of a record: `postId` of events, venues and organizers, `termId` of terms. */
export const idOf = (resource: Resource, doc: Doc) => (resource === 'categories' || resource === 'tags' ? doc.termId : doc.postId);

let counter = 0;
/** A fresh record of the resource, published or not (terms have no status), with a unique name and slug. */
export function recordOf(f: Factories, resource: Resource, postStatus = 'publish'): Promise<Doc> {
  const name = `Permission ${resource} ${++counter}`;
  switch (resource) {
    case 'events':
      return f.createEvent({ title: name, postStatus });
    case 'venues':
      return f.createVenue({ name, postStatus });
    case 'organizers':
      return f.createOrganizer({ name, postStatus });
    case 'categories':
      return f.createCategory({ name });
    default:
      return f.createTag({ name });
  }
}

/** A valid create body of the resource; names are unique (duplicate terms are refused). */
export function createBody(resource: Resource): Record<string, unknown> {
  const name = `Permission new ${resource} ${++counter}`;
  switch (resource) {
    case 'events':
      return { title: name, start_date: '2027-10-01 10:00:00', end_date: '2027-10-01 11:00:00' };
    case 'venues':
      return { venue: name };
    case 'organizers':
      return { organizer: name };
    default:
      return { name };
  }
}

/** A valid update body of the resource. */
export const UPDATE_BODY: Record<Resource, Record<string, unknown>> = {
  events: { title: 'Updated title', excerpt: 'Changed' },
  venues: { city: 'Changed' },
  organizers: { phone: '+1 555 0100' },
  categories: { description: 'Changed' },
  tags: { description: 'Changed' },
};

/** The answer to a write without the right (contract 9): 401 without valid credentials, 403 with. */
export const forbidden = (status: number) => ({ code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status } });

/** Runs a refused write and checks its answer and that nothing changed: no row added or removed, no bump of the data version. */
export async function refusedWithoutChange(app: TestApp, write: () => Promise<{ status: number; body: unknown }>, status: number, code = 'rest_forbidden') {
  const [rows, version] = [await countAll(app.strapi), await dataVersion(app.strapi)];
  const res = await write();
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ code, data: { status } });
  expect(await countAll(app.strapi)).toEqual(rows);
  expect(await dataVersion(app.strapi)).toBe(version);
}
