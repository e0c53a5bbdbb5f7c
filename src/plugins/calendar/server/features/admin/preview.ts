import type { Core } from '@strapi/strapi';
import { publicPageOf } from './public-page';

type Env = Core.Config.Shared.ConfigParams['env'];

/** Where permalinks may point: the public URL and any absolute `CALENDAR_PERMALINK_*` template (config/plugins.ts). */
const PERMALINK_VARIABLES = ['EVENT', 'VENUE', 'ORGANIZER', 'CATEGORY', 'TAG'].map((kind) => `CALENDAR_PERMALINK_${kind}`);

/** The origin of an absolute http(s) URL or template, else null (a path stays on the public URL). */
function originOf(value: string): string | null {
  const match = /^(https?:\/\/[^/\s]+)/.exec(value.trim());
  return match ? match[1].toLowerCase() : null;
}

/**
 * Strapi 5's Preview (config/admin.ts `preview`): the Content Manager's "Open preview" shows a record's
 * public page (pages/) in a frame beside the form. The handler answers a URL only for records the public
 * sees now; for the others (drafts, scheduled, private, trash) it answers none, so Strapi shows no preview
 * (their page answers "not found" until published, and there is no editor-only view of it), and the
 * calendar's own "Public page" panel gives their URL with that explanation (admin/src/panels/PublicPage).
 * `allowedOrigins` lets the admin frame the pages: its own origin, and the origins permalinks point to
 * (another site's pages, when the `permalinks` setting says the records live there).
 */
export function calendarPreview(env: Env) {
  const origins = [env('PUBLIC_URL', ''), ...PERMALINK_VARIABLES.map((name) => env(name, ''))].map(originOf).filter((o): o is string => o !== null);
  return {
    enabled: true,
    config: {
      allowedOrigins: ["'self'", ...new Set(origins)],
      async handler(uid: string, params: { documentId?: string; locale?: string | null }): Promise<string | undefined> {
        if (!params.documentId) return undefined;
        const request = strapi.requestContext.get();
        const page = await publicPageOf(strapi, request?.origin ?? '', uid, params.documentId, params.locale);
        return (page?.shown && page.url) || undefined;
      },
    },
  };
}
