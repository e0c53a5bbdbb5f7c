import type { Core, UID } from '@strapi/strapi';
import { UID as UID_OF } from '../plugins/calendar/server/data/repository/uids';
import { buildDemoCalendar, DEMO_LOCALES, type DemoCalendar, type DemoLocale, type Localized } from './demo-data';

const UIDS = UID_OF satisfies Record<string, UID.ContentType>;
type CalendarUid = (typeof UIDS)[keyof typeof UIDS];

/** The core-store entry that records a completed seed (so deleting all demo content never re-seeds). */
const FLAG = { type: 'plugin', name: 'calendar', key: 'demo-seeded' } as const;
/**
 * The demo's posts have no author (`"0"` on the wire): a fresh site has no users-permissions user for them
 * to name, and a record naming one that does not exist could not be saved from the admin (issue 32).
 */
const AUTHOR = null;
/** How long to wait for Strapi's post-commit 'entry.create' events (see seedDemoData). */
const DRAIN_TIMEOUT_MS = 30_000;
const DAY_MS = 24 * 60 * 60 * 1000;

type Data = Record<string, unknown>;
/** documentIds by demo key. */
type Ids = Map<string, string>;
type Store = ReturnType<Core.Strapi['store']>;

export interface SeedResult {
  seeded: boolean;
  /** Event documents created (each in every seeded locale); 0 when nothing was seeded. */
  events: number;
}

/**
 * Seeds the demo calendar once: does nothing when any calendar content exists (in any locale) or when
 * a previous run left its flag. Everything, flag included, is written in one transaction, so a failure
 * leaves the database as it was. Each item is created in the site's default locale, then translated;
 * relations are given as documentIds and Strapi links each translation to the same-locale rows.
 * Demo locales the site does not have are skipped.
 */
export async function seedDemoData(strapi: Core.Strapi, now = new Date()): Promise<SeedResult> {
  const store = strapi.store({ type: FLAG.type, name: FLAG.name });
  if (await hasCalendarContent(strapi, store)) return { seeded: false, events: 0 };

  const locales = await seedLocales(strapi);
  if (!locales.length) {
    strapi.log.warn(`Demo data skipped: the site has none of the demo locales (${DEMO_LOCALES.join(', ')}).`);
    return { seeded: false, events: 0 };
  }
  const calendar = buildDemoCalendar(now);
  const emitted = watchCreateEvents(strapi);
  try {
    const rows = await strapi.db.transaction(async () => {
      // Checked again inside the transaction (narrows the window for two instances booting together).
      if (await hasCalendarContent(strapi, store)) return 0;
      const created = await createAll(strapi, calendar, locales, now);
      const value = { seededAt: now.toISOString(), events: calendar.events.length, locales };
      await store.set({ key: FLAG.key, value });
      return created;
    });
    if (rows === 0) return { seeded: false, events: 0 };
    // Strapi emits 'entry.create' for each row only after the commit, fire-and-forget (each one a
    // deep-populated query). Wait for them so nothing is left running when the caller goes on: a
    // shutdown right after the seed would otherwise fail those queries with an unhandled "aborted".
    await emitted.reach(rows, DRAIN_TIMEOUT_MS);
    return { seeded: true, events: calendar.events.length };
  } finally {
    emitted.stop();
  }
}

async function hasCalendarContent(strapi: Core.Strapi, store: Store): Promise<boolean> {
  if (await store.get({ key: FLAG.key })) return true;
  for (const uid of Object.values(UIDS)) {
    if ((await strapi.db.query(uid).count()) > 0) return true;
  }
  return false;
}

/** The demo locales the site has (the calendar plugin creates them at bootstrap), its default one first. */
async function seedLocales(strapi: Core.Strapi): Promise<DemoLocale[]> {
  const service = strapi.plugin('i18n').service('locales') as {
    find(): Promise<{ code: string }[]>;
    getDefaultLocale(): Promise<string | undefined>;
  };
  const existing = new Set((await service.find()).map((locale) => locale.code));
  const defaultLocale = await service.getDefaultLocale();
  return DEMO_LOCALES.filter((locale) => existing.has(locale)).sort(
    (a, b) => Number(b === defaultLocale) - Number(a === defaultLocale)
  );
}

/** Counts the 'entry.create' events Strapi emits for calendar content. */
function watchCreateEvents(strapi: Core.Strapi) {
  const uids = new Set<string>(Object.values(UIDS));
  let count = 0;
  let waiting: { target: number; resolve: () => void } | undefined;
  const stop = strapi.eventHub.subscribe(async (eventName: string, payload?: { uid?: string }) => {
    if (eventName !== 'entry.create' || !payload?.uid || !uids.has(payload.uid)) return;
    count += 1;
    if (waiting && count >= waiting.target) waiting.resolve();
  });
  return {
    stop,
    /** Resolves once `target` events were seen, or after `timeoutMs` (with a warning). */
    reach(target: number, timeoutMs: number): Promise<void> {
      if (count >= target) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          strapi.log.warn(`Demo data: only ${count} of ${target} entry.create events after ${timeoutMs} ms`);
          resolve();
        }, timeoutMs);
        waiting = { target, resolve: () => (clearTimeout(timer), resolve()) };
      });
    },
  };
}

/** Keys → documentIds, in order (Strapi resolves each documentId to the row of the linking row's locale). */
function refs(ids: Ids, keys: readonly string[]): string[] {
  return keys.map((key) => {
    const id = ids.get(key);
    if (!id) throw new Error(`Demo data: "${key}" was not created before being linked`);
    return id;
  });
}

/** Drops undefined values so unset optional fields keep their schema defaults. */
function defined<T extends object>(data: T): Data {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}

/** Creates every demo item in every given locale (the first one first); returns the number of rows. */
async function createAll(
  strapi: Core.Strapi,
  calendar: DemoCalendar,
  locales: DemoLocale[],
  now: Date
): Promise<number> {
  let rows = 0;
  /**
   * One document: the first locale with the shared (non-localized) fields, then each translation, to
   * which Strapi's i18n copies the shared fields.
   */
  const create = async (uid: CalendarUid, shared: Data, localized: (locale: DemoLocale) => Data): Promise<string> => {
    const documents = strapi.documents(uid);
    const [first, ...others] = locales;
    const { documentId } = await documents.create({ locale: first, data: { ...shared, ...localized(first) } });
    for (const locale of others) await documents.update({ documentId, locale, data: localized(locale) });
    rows += locales.length;
    return documentId;
  };
  const text = <T extends object>(copy: Localized<T>) => (locale: DemoLocale) => defined(copy[locale]);
  // Venues and organizers were "published" a while before the events that use them.
  const postDate = new Date(now.getTime() - 60 * DAY_MS);

  const tags: Ids = new Map();
  for (const tag of calendar.tags) tags.set(tag.key, await create(UIDS.tag, {}, text(tag.text)));

  const categories: Ids = new Map();
  for (const category of calendar.categories) {
    const parent = category.parent ? { parent: refs(categories, [category.parent])[0] } : {};
    const documentId = await create(UIDS.category, {}, (locale) => ({ ...defined(category.text[locale]), ...parent }));
    categories.set(category.key, documentId);
  }

  const venues: Ids = new Map();
  for (const venue of calendar.venues) {
    const localized = (locale: DemoLocale) => ({ ...defined(venue.text[locale]), postStatus: 'publish', postDate });
    venues.set(venue.key, await create(UIDS.venue, { ...defined(venue.shared), author: AUTHOR }, localized));
  }

  const organizers: Ids = new Map();
  for (const organizer of calendar.organizers) {
    const localized = (locale: DemoLocale) => ({ ...defined(organizer.text[locale]), postStatus: 'publish', postDate });
    const shared = { ...defined(organizer.shared), author: AUTHOR };
    organizers.set(organizer.key, await create(UIDS.organizer, shared, localized));
  }

  for (const event of calendar.events) {
    const links = {
      venues: refs(venues, event.venues),
      organizers: refs(organizers, event.organizers),
      categories: refs(categories, event.categories),
      tags: refs(tags, event.tags),
    };
    const localized = (locale: DemoLocale) => ({
      ...defined(event.text[locale]),
      postStatus: event.status,
      postDate: event.postDate,
      ...links,
    });
    await create(UIDS.event, { ...defined(event.shared), author: AUTHOR }, localized);
  }
  return rows;
}
