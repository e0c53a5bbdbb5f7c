/** Strapi's own REST routes for the organizer (/api/...); access is managed per role in the admin. */
import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::organizer.organizer');
