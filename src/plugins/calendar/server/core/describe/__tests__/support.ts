import { DEFAULT_LANGUAGES } from '../../../config/settings';
import type { RequestContext } from '../../request/request-context';
import routes from '../../../http/routes';
import { describeRoutes } from '../route-catalog';

export const NS_URL = 'http://calendar.test/api/cal/events/v1';
export const REST_ROOT = 'http://calendar.test/api';
export const CODES = DEFAULT_LANGUAGES.map((language) => language.code);

/**
 * What describing reads from a request: the settings and the language. The schema factories read only
 * `listSettings`; the rest of a request context is not needed to describe the routes.
 */
export function describeContext(code = 'en'): RequestContext {
  const language = DEFAULT_LANGUAGES.find((l) => l.code === code) ?? DEFAULT_LANGUAGES[0];
  const partial: Pick<RequestContext, 'listSettings' | 'language' | 'locale' | 'namespaceUrl'> = {
    listSettings: { perPage: 12, maxPerPage: 50, languages: CODES, search: { maxTerms: 20, maxLength: 200 } },
    language,
    locale: language.locale,
    namespaceUrl: NS_URL,
  };
  return partial as RequestContext;
}

/** The declared routes with their schemas. */
export const describedRoutes = () => describeRoutes(routes['content-api'].routes, describeContext());
