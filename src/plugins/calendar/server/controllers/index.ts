import { resources } from '../resources';
import { createResourceController } from './create-resource-controller';
import doc from './doc';
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
};
