import errorEnvelope from './error-envelope';
import languageRoot from './language-root';

/** Global middlewares, listed in config/middlewares.ts as `plugin::calendar.<name>`. */
export default { 'language-root': languageRoot, 'error-envelope': errorEnvelope };
