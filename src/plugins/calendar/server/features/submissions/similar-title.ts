/**
 * Whether two event titles name the same event, as an editor would judge at a glance: the same words
 * once case, accents, punctuation and short words are set aside ("Jazz night!" and "Jazz Night at the
 * Pier"), measured as the share of the shorter title's words found in the longer one.
 */
const words = (title: string): Set<string> =>
  new Set(
    title
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 2)
  );

export function similarTitles(a: string, b: string): boolean {
  const [x, y] = [words(a), words(b)];
  const [short, long] = x.size <= y.size ? [x, y] : [y, x];
  if (short.size === 0) return a.trim().toLowerCase() === b.trim().toLowerCase();
  let shared = 0;
  for (const word of short) if (long.has(word)) shared += 1;
  return shared / short.size >= 0.6;
}
