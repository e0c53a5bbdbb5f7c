import type { Catalog } from '..';
import { general } from './general';
import { events } from './events';
import { linkedPosts } from './linked-posts';
import { terms } from './terms';
import { schemas } from './schemas';
import { bodies } from './bodies';
import { eventStatus } from './event-status';
import { submissions } from './submissions';

/** French texts of the namespace index and /doc, keyed by their English source (core/describe/i18n). */
export const fr: Catalog = { ...general, ...events, ...linkedPosts, ...terms, ...schemas, ...bodies, ...eventStatus, ...submissions };
