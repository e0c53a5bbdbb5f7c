import appPassword from './app-password/schema';
import submission from './submission/schema';

/** The plugin's own content types (uids `plugin::calendar.<name>`). */
export default { 'app-password': { schema: appPassword }, submission: { schema: submission } };
