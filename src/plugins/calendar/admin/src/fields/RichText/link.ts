/**
 * The link addresses a description may carry: web pages (http, https) and e-mail (mailto), as the API's
 * sanitizer keeps them. Pure, for the link dialog and its unit tests.
 */

/** The address to store for what the editor typed, or null if it is not a web or e-mail address. */
export function linkAddress(typed: string): string | null {
  let text = typed.trim();
  if (!text) return null;
  // What people paste from a browser's bar or a card: "www.example.org", "example.org/page", "ana@example.org".
  if (!/^[a-z][a-z0-9+.-]*:/i.test(text)) {
    if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(text)) text = `mailto:${text}`;
    else if (/^[^\s/:]+\.[^\s/:]{2,}(?:[/?#].*)?$/.test(text)) text = `https://${text}`;
    else return null;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol === 'mailto:') return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(decodeURIComponent(url.pathname)) ? text : null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.hostname.includes('.') || url.hostname === 'localhost' ? text : null;
}
