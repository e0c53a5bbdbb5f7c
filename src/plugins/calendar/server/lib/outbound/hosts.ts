/**
 * A host as the WHATWG URL parser spells a URL's `hostname` (lower case, IPv4 in dotted decimal so
 * `127.1` and `2130706433` become `127.0.0.1`, IPv6 in brackets), or null when `entry` is not a bare
 * host: a scheme, port, path, credentials or an IPv6 address without brackets make it null.
 */
export function normalizeHost(entry: string): string | null {
  const host = entry.trim();
  if (!host || /[/?#@\\\s]/.test(host)) return null;
  // A port: anything after a colon outside an IPv6 address's brackets.
  const afterBrackets = host.startsWith('[') ? host.slice(host.indexOf(']') + 1) : host;
  if (afterBrackets.includes(':')) return null;
  try {
    return new URL(`http://${host}`).hostname || null;
  } catch {
    return null;
  }
}
