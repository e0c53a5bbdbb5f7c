/** Strapi's own REST routes for the venue (/api/...); access is managed per role in the admin. */
import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::venue.venue');
