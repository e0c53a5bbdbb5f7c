import type { Context } from 'koa';
import { notModified, strongEtag } from '../../http/cache/encode';

export interface PageAnswer {
  status: number;
  html: string;
  /** Shown to anyone (cacheable, revalidated by ETag) or to this request only (an unlocked password page). */
  shared: boolean;
  /** The namespace URL the page's script and API calls go to (allowed by its Content-Security-Policy). */
  namespaceUrl: string;
  /** The iframe page may be framed by any site; the others by their own origin only. */
  frameable?: boolean;
}

/**
 * The page's own Content-Security-Policy (Strapi's security middleware sets one for the admin): scripts
 * only from this service (the JSON-LD block is data, not run), no plugins, forms posted here only.
 */
function contentSecurityPolicy(answer: PageAnswer): string {
  const api = new URL(answer.namespaceUrl).origin;
  return [
    "default-src 'self'",
    `script-src 'self' ${api}`,
    `connect-src 'self' ${api}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https: http:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${answer.frameable ? '*' : "'self'"}`,
  ].join('; ');
}

/** Sends a page: HTML, its security headers, and for shared 200s a strong ETag with 304 on a match. */
export function sendPage(ctx: Context, answer: PageAnswer): void {
  ctx.status = answer.status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Content-Security-Policy', contentSecurityPolicy(answer));
  ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (answer.frameable) ctx.remove('X-Frame-Options');
  else ctx.set('X-Frame-Options', 'SAMEORIGIN');
  // Never stale: revalidated on every view (the ETag makes that a 304); pages behind a password are no one else's.
  ctx.set('Cache-Control', answer.shared && answer.status === 200 ? 'public, max-age=0, must-revalidate' : 'private, no-store');
  const body = Buffer.from(answer.html);
  if (answer.shared && answer.status === 200) {
    const etag = strongEtag(body);
    ctx.set('ETag', etag);
    if (notModified(ctx, etag)) {
      ctx.status = 304;
      ctx.body = null;
      return;
    }
  }
  ctx.body = body;
}
