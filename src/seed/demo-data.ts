/**
 * The demo calendar: a Lisbon/Paris flavoured programme in English, French and European Portuguese,
 * with dates relative to `now` (a few weeks in the past to six months ahead). Pure data: no Strapi.
 */
import { communityEvents } from './demo-events-community';
import { learningEvents } from './demo-events-learning';
import { musicEvents } from './demo-events-music';
import { DEMO_ORGANIZERS, DEMO_VENUES } from './demo-places';
import { DEMO_CATEGORIES, DEMO_TAGS } from './demo-terms';
import { createClock } from './demo-time';
import { DEMO_LOCALES, type DemoCalendar, type Localized } from './demo-types';

export * from './demo-types';

export function buildDemoCalendar(now: Date): DemoCalendar {
  if (Number.isNaN(now.getTime())) throw new Error('buildDemoCalendar: `now` is not a valid date');
  const clock = createClock(now);
  const calendar: DemoCalendar = {
    tags: DEMO_TAGS,
    categories: DEMO_CATEGORIES,
    venues: DEMO_VENUES,
    organizers: DEMO_ORGANIZERS,
    events: [...musicEvents(clock), ...learningEvents(clock), ...communityEvents(clock)].sort(
      (a, b) => a.shared.startDate.getTime() - b.shared.startDate.getTime()
    ),
  };
  checkDemoCalendar(calendar);
  return calendar;
}

interface Item {
  key: string;
  text: Localized<{ slug: string }>;
}

/** Catches editing mistakes: duplicate keys or slugs, dangling references, children before parents. */
export function checkDemoCalendar(calendar: DemoCalendar): void {
  const problems: string[] = [];
  const index = (kind: string, items: readonly Item[]): Set<string> => {
    const keys = new Set<string>();
    for (const item of items) {
      if (keys.has(item.key)) problems.push(`${kind} key "${item.key}" is used twice`);
      keys.add(item.key);
    }
    for (const locale of DEMO_LOCALES) {
      const slugs = new Set<string>();
      for (const item of items) {
        const slug = item.text[locale].slug;
        if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
          problems.push(`${kind} "${item.key}" has a bad ${locale} slug "${slug}"`);
        }
        if (slugs.has(slug)) problems.push(`${kind} ${locale} slug "${slug}" is used twice`);
        slugs.add(slug);
      }
    }
    return keys;
  };
  const tags = index('tag', calendar.tags);
  const categories = index('category', calendar.categories);
  const venues = index('venue', calendar.venues);
  const organizers = index('organizer', calendar.organizers);
  index('event', calendar.events);

  const seen = new Set<string>();
  for (const category of calendar.categories) {
    if (category.parent && !seen.has(category.parent)) {
      problems.push(`category "${category.key}" comes before its parent "${category.parent}"`);
    }
    seen.add(category.key);
  }
  const refs = (owner: string, kind: string, keys: readonly string[], known: Set<string>) => {
    for (const key of keys) if (!known.has(key)) problems.push(`${owner} names an unknown ${kind} "${key}"`);
    if (new Set(keys).size !== keys.length) problems.push(`${owner} names a ${kind} twice`);
  };
  for (const event of calendar.events) {
    const owner = `event "${event.key}"`;
    refs(owner, 'venue', event.venues, venues);
    refs(owner, 'organizer', event.organizers, organizers);
    refs(owner, 'category', event.categories, categories);
    refs(owner, 'tag', event.tags, tags);
    if (!(event.shared.endDate >= event.shared.startDate)) problems.push(`${owner} ends before it starts`);
  }
  if (problems.length) throw new Error(`Invalid demo calendar:\n  - ${problems.join('\n  - ')}`);
}
