/**
 * A user's application password (WordPress's "Application Passwords"): a named secret that signs in a
 * users-permissions user over HTTP Basic or Bearer. Only a hash of the secret is stored. Hidden from the
 * Content Manager and the Content-Type Builder: it is managed on the plugin's page and by `npm run token`.
 */
export default {
  kind: 'collectionType',
  collectionName: 'cal_app_passwords',
  info: { singularName: 'app-password', pluralName: 'app-passwords', displayName: 'Application password' },
  options: { draftAndPublish: false },
  pluginOptions: {
    'content-manager': { visible: false },
    'content-type-builder': { visible: false },
    i18n: { localized: false },
  },
  attributes: {
    name: { type: 'string', required: true, maxLength: 100 },
    /** The secret's first characters, in clear: finds the candidate of a Bearer secret without a user name. */
    prefix: { type: 'string', required: true, maxLength: 16 },
    /** `scrypt$N$r$p$salt$hash` (base64url parts): a real password hash, compared in constant time. */
    hash: { type: 'string', required: true, private: true, maxLength: 255 },
    user: { type: 'relation', relation: 'manyToOne', target: 'plugin::users-permissions.user' },
    lastUsedAt: { type: 'datetime' },
    lastIp: { type: 'string', maxLength: 64 },
  },
  indexes: [{ name: 'cal_app_passwords_prefix_idx', columns: ['prefix'] }],
};
