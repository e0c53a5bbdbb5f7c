import { ROUTE_PREFIX } from '../namespace';

/**
 * The calendar's routes: content-api routes (so roles and API tokens govern them in the admin),
 * mounted under Strapi's REST root at `/api/cal/events/v1`. GET handlers are named `find`/`findOne`
 * because read-only API tokens allow only those action names.
 */
export default {
  'content-api': {
    type: 'content-api',
    prefix: ROUTE_PREFIX,
    routes: [{ method: 'GET', path: '/', handler: 'namespace.find', config: {} }],
  },
};
