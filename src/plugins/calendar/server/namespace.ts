/** The namespace every calendar route lives under, relative to Strapi's REST root (`/api`). */
export const NAMESPACE = 'cal/events/v1';

/** The router prefix of the calendar's content-api routes (mounted under the REST root). */
export const ROUTE_PREFIX = `/${NAMESPACE}`;

/** Matches `<rest root>/cal/events/v1[/...]`, optionally behind a language root such as `/fr`. */
export function createNamespaceMatcher(restPrefix: string) {
  const root = escapeRegExp(`${restPrefix}/${NAMESPACE}`);
  const pattern = new RegExp(`^(?:/([a-z]{2}(?:-[a-z]{2})?))?(${root}(?:/.*)?)$`, 'i');
  return (path: string): { language?: string; path: string } | null => {
    const match = pattern.exec(path);
    return match ? { language: match[1], path: match[2] } : null;
  };
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
