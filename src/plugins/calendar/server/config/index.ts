import { parseSettings } from './settings';

/**
 * Plugin config. Defaults are applied by `parseSettings`, not here: Strapi merges user config over
 * `default` with lodash defaultsDeep, which would mix a shorter `languages` list with the default one.
 */
export default {
  default: {},
  validator: (raw: unknown) => {
    parseSettings(raw);
  },
};
