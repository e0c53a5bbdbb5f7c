/**
 * Admin routes (under `/calendar`, the plugin's admin prefix): only logged-in admin users, as every
 * admin API. Not content-api routes, so they never appear among the API's actions or in /doc.
 */
const ADMIN = { policies: ['admin::isAuthenticatedAdmin'] };

export default {
  type: 'admin',
  routes: [
    { method: 'GET', path: '/settings', handler: 'editor.settings', config: ADMIN },
    { method: 'GET', path: '/events', handler: 'editor.events', config: ADMIN },
    { method: 'GET', path: '/public-page', handler: 'editor.publicPage', config: ADMIN },
    { method: 'GET', path: '/home', handler: 'editor.home', config: ADMIN },
    { method: 'GET', path: '/authors', handler: 'authors.find', config: ADMIN },
    // The preview first: its path would also read as a document ID.
    { method: 'GET', path: '/series/preview', handler: 'series.preview', config: ADMIN },
    { method: 'GET', path: '/series/:documentId', handler: 'series.find', config: ADMIN },
    { method: 'GET', path: '/translation-links', handler: 'translationLinks.find', config: ADMIN },
    { method: 'POST', path: '/bulk-status', handler: 'lists.bulkStatus', config: ADMIN },
    { method: 'GET', path: '/submissions/summary', handler: 'submissionQueue.summary', config: ADMIN },
    { method: 'GET', path: '/submissions/by-event/:documentId', handler: 'submissionQueue.byEvent', config: ADMIN },
    { method: 'POST', path: '/submissions/decide', handler: 'submissionQueue.decide', config: ADMIN },
    { method: 'GET', path: '/app-passwords', handler: 'appPasswords.find', config: ADMIN },
    { method: 'POST', path: '/app-passwords', handler: 'appPasswords.create', config: ADMIN },
    { method: 'DELETE', path: '/app-passwords/:id', handler: 'appPasswords.revoke', config: ADMIN },
  ],
};
