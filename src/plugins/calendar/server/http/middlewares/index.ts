import httpCache from '../cache/middleware';
import adminFeaturesOff from './admin-features-off';
import bodyParser from './body-parser';
import compress from './compress';
import errorEnvelope from './error-envelope';
import languageRoot from './language-root';
import signInLimit from './sign-in-limit';
import writeRateLimit from './write-rate-limit';
import wpJson from '../../features/wp-json/middleware';

/** Global middlewares, listed in config/middlewares.ts as `plugin::calendar.<name>`. */
export default {
  'wp-json': wpJson,
  'language-root': languageRoot,
  'error-envelope': errorEnvelope,
  'sign-in-limit': signInLimit,
  'write-rate-limit': writeRateLimit,
  'body-parser': bodyParser,
  compress,
  'http-cache': httpCache,
  'admin-features-off': adminFeaturesOff,
};
