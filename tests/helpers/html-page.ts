/** Reading a public page as a search engine or a share preview does: its JSON-LD, meta tags and links. */

/** The JSON-LD blocks of a page, parsed. */
export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

const decode = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The content of `<meta property|name="…" content="…">`, decoded; undefined when absent. */
export function meta(html: string, name: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)">`).exec(html);
  return match ? decode(match[1]) : undefined;
}

/** `<link rel="alternate" hreflang>` of a page: language → URL. */
export function hreflangs(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], decode(m[2])]));
}

/** Every `href` of the page's links, decoded. */
export const hrefs = (html: string): string[] => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => decode(m[1]));
