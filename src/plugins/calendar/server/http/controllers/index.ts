import appPasswords from '../../features/admin/app-passwords';
import authors from '../../features/admin/authors';
import editor from '../../features/admin/controllers';
import lists from '../../features/admin/bulk-status';
import series from '../../features/admin/series';
import translationLinks from '../../features/admin/translation-links';
import { resources } from '../../core/resources';
import ownership from '../../access/ownership-controller';
import html from '../../core/sanitize/controller';
import { createResourceController } from './create-resource-controller';
import doc from './doc';
import embed from './embed';
import feeds from './feeds';
import namespace from './namespace';
import wpJson from '../../features/wp-json/controller';
import submissions from '../../features/submissions/controller';
import submissionQueue from '../../features/admin/submissions';

/** One controller key per resource: `events.find` is also the Users & Permissions action id. */
export default {
  namespace,
  doc,
  events: createResourceController(resources.events),
  venues: createResourceController(resources.venues),
  organizers: createResourceController(resources.organizers),
  categories: createResourceController(resources.categories),
  tags: createResourceController(resources.tags),
  /** iCalendar feeds of events (ical/). */
  feeds,
  /** The embeddable calendar's script (embed/). */
  embed,
  /** The admin's calendar page and custom fields (admin routes, not API actions). */
  editor,
  /** The admin's application passwords page and author field (admin routes). */
  appPasswords,
  authors,
  /** The bulk status actions of the admin's lists (admin route). */
  lists,
  /** The admin's recurrence field: an event's series, the dates of a rule before saving (admin routes). */
  series,
  /** The event form's panel of links its other languages have and this one lacks (admin route). */
  translationLinks,
  /** Whether the caller may post unfiltered HTML; its action is that right (sanitize/). */
  html,
  /** Whether the caller may change others' records; its action is that right (access/ownership.ts). */
  ownership,
  /** WordPress's core routes under `/wp-json` (features/wp-json/). */
  wpJson,
  /** Visitors' submissions: the challenge, the submission, the submitter's private link (features/submissions/). */
  submissions,
  /** The editors' queue of submissions: figures, the event's panel, decisions (admin routes). */
  submissionQueue,
};
