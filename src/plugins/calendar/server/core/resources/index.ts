import { events } from './events';
import { organizers, venues } from './linked-posts';
import { categories, tags } from './terms';

/** The registry: routes and controllers are generated from it (one generic piece, five small instances). */
export const resources = { events, venues, organizers, categories, tags };
