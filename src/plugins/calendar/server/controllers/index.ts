import appPasswords from '../admin/app-passwords';
import authors from '../admin/authors';
import editor from '../admin/controllers';
import { resources } from '../resources';
import { createResourceController } from './create-resource-controller';
import doc from './doc';
import feeds from './feeds';
import namespace from './namespace';

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
  /** The admin's calendar page and custom fields (admin routes, not API actions). */
  editor,
  /** The admin's application passwords page and author field (admin routes). */
  appPasswords,
  authors,
};
