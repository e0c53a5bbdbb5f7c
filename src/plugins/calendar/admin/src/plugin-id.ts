/** The plugin id: the prefix of its admin routes, translation keys and custom field names. */
export const PLUGIN_ID = 'calendar';

/** A translation key of this plugin (`calendar.<key>`), as every Strapi plugin prefixes its own. */
export const t = (key: string) => `${PLUGIN_ID}.${key}`;
