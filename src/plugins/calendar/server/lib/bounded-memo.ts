/**
 * Memos of pure computations (time zones, SQL texts, documents), bounded: a key space fed by requests
 * (Host headers, query shapes) must not grow a map forever, so past its limit a map starts over.
 */

/** `map`'s value for `key`, computed and kept when absent. */
export function remember<K, V>(map: Map<K, V>, key: K, limit: number, compute: () => V): V {
  if (map.has(key)) return map.get(key) as V;
  const value = compute();
  if (map.size >= limit) map.clear();
  map.set(key, value);
  return value;
}

/** The map `maps` holds for `owner` (one per Strapi app), created when absent. */
export function mapOf<O extends object, K, V>(maps: WeakMap<O, Map<K, V>>, owner: O): Map<K, V> {
  let map = maps.get(owner);
  if (!map) maps.set(owner, (map = new Map()));
  return map;
}
