/**
 * The image URLs a write body carries, to fetch before its transaction: its own `image`, and those of
 * venues and organizers it creates inline (`venue: { venue: "Hall", image: "https://..." }`). Bodies
 * without images (terms) give none. An inline entry's image only when `mayCreate` allows its resource.
 */
export function imageUrls(body: object, mayCreate: (resource: 'venues' | 'organizers') => boolean = () => true): string[] {
  const urls = new Set<string>();
  const add = (fields: unknown) => {
    const image = isObject(fields) ? fields.image : undefined;
    if (typeof image === 'string' && image !== '') urls.add(image);
  };
  add(body);
  for (const key of ['venue', 'organizer'] as const) {
    if (!mayCreate(key === 'venue' ? 'venues' : 'organizers')) continue;
    const linked = (body as Record<string, unknown>)[key];
    if (Array.isArray(linked)) for (const entry of linked) if (isObject(entry)) add(entry.create);
  }
  return [...urls];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
