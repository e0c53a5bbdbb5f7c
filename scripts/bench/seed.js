/**
 * Bulk seed of the bench calendar: raw knex inserts (batches, one transaction), table and column names
 * from Strapi's metadata. The document service would take minutes for tens of thousands of rows.
 *
 * Every item exists in every language: one row per locale, sharing a document_id, each with its own
 * wire ID (post_id / term_id), linked to the rows of the same locale. The wire ID sequences
 * (cal_post_ids / cal_term_ids) are advanced past the seeded IDs so later creates do not collide.
 * Deterministic (fixed PRNG seed) apart from the dates, which are relative to the seed time.
 */
'use strict';

const LOCALES = ['en', 'fr', 'pt-PT'];
const UID = {
  event: 'api::event.event',
  venue: 'api::venue.venue',
  organizer: 'api::organizer.organizer',
  category: 'api::event-category.event-category',
  tag: 'api::event-tag.event-tag',
};
const ID_TABLES = { post: 'cal_post_ids', term: 'cal_term_ids' };
const DAY = 24 * 3600 * 1000;
const ROW_BATCH = 400;
// Knex writes a multi-row insert on SQLite as a compound SELECT, limited to 500 terms.
const LINK_BATCH = 500;

/** A small seeded generator (mulberry32): the same data, and the same mix of requests, on every run. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const slugify = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const documentId = (rand) => {
  const chars = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let id = '';
  for (let i = 0; i < 24; i += 1) id += chars[Math.floor(rand() * chars.length)];
  return id;
};

// [en, fr, pt-PT]; the first four are parents of the next eight (two children each).
const CATEGORIES = [
  ['Music', 'Musique', 'Música'],
  ['Theatre', 'Théâtre', 'Teatro'],
  ['Learning', 'Apprentissage', 'Aprendizagem'],
  ['Community', 'Communauté', 'Comunidade'],
  ['Jazz', 'Jazz', 'Jazz'],
  ['Classical', 'Classique', 'Clássica'],
  ['Comedy', 'Comédie', 'Comédia'],
  ['Dance', 'Danse', 'Dança'],
  ['Workshops', 'Ateliers', 'Oficinas'],
  ['Talks', 'Conférences', 'Palestras'],
  ['Markets', 'Marchés', 'Mercados'],
  ['Volunteering', 'Bénévolat', 'Voluntariado'],
  ['Film', 'Cinéma', 'Cinema'],
  ['Sports', 'Sports', 'Desporto'],
  ['Food & Drink', 'Gastronomie', 'Comida e bebida'],
  ['Family', 'Famille', 'Família'],
  ['Art', 'Art', 'Arte'],
  ['Literature', 'Littérature', 'Literatura'],
  ['Outdoors', 'Plein air', 'Ar livre'],
  ['Technology', 'Technologie', 'Tecnologia'],
];
const PARENT_OF = { 4: 0, 5: 0, 6: 1, 7: 1, 8: 2, 9: 2, 10: 3, 11: 3 };
const TAG_WORDS = [
  ['Free', 'Gratuit', 'Grátis'],
  ['Outdoor', 'Extérieur', 'Exterior'],
  ['Kids', 'Enfants', 'Crianças'],
  ['Accessible', 'Accessible', 'Acessível'],
  ['Evening', 'Soirée', 'Noite'],
  ['Weekend', 'Week-end', 'Fim de semana'],
  ['Live', 'Direct', 'Ao vivo'],
  ['Beginners', 'Débutants', 'Iniciantes'],
  ['Seniors', 'Seniors', 'Seniores'],
  ['Students', 'Étudiants', 'Estudantes'],
  ['Local', 'Local', 'Local'],
  ['Festival', 'Festival', 'Festival'],
];
const KINDS = [
  ['Concert', 'Concert', 'Concerto'],
  ['Workshop', 'Atelier', 'Oficina'],
  ['Talk', 'Conférence', 'Palestra'],
  ['Meetup', 'Rencontre', 'Encontro'],
  ['Screening', 'Projection', 'Sessão'],
  ['Market', 'Marché', 'Mercado'],
  ['Tour', 'Visite', 'Visita'],
  ['Party', 'Fête', 'Festa'],
];
const ADJ = [
  ['Summer', "d'été", 'de verão'],
  ['Evening', 'du soir', 'da noite'],
  ['Open', 'ouvert', 'aberto'],
  ['Community', 'de quartier', 'comunitário'],
  ['Grand', 'grand', 'grande'],
  ['Acoustic', 'acoustique', 'acústico'],
];
const CITIES = ['Lisbon', 'Porto', 'Paris', 'Lyon', 'Coimbra', 'Braga', 'Marseille', 'Faro', 'Bordeaux', 'Toulouse'];
const LOREM = {
  en: 'Join us for an afternoon of music, conversation and good company. Doors open half an hour before the start; seating is limited, so come early. The programme includes local artists, a short talk by the organisers and refreshments. Bring a friend, and tell us what you would like to see next time.',
  fr: "Rejoignez-nous pour un après-midi de musique, de discussions et de bonne compagnie. Ouverture des portes une demi-heure avant le début ; les places sont limitées, venez tôt. Au programme : des artistes locaux, une courte présentation par les organisateurs et des rafraîchissements.",
  'pt-PT': 'Junte-se a nós para uma tarde de música, conversa e boa companhia. As portas abrem meia hora antes do início; os lugares são limitados, por isso chegue cedo. O programa inclui artistas locais, uma breve conversa com a organização e bebidas. Traga um amigo.',
};

/** Maps an attribute-keyed object to a column-keyed row, through Strapi's metadata. */
function rowMapper(strapi, uid) {
  const { attributes } = strapi.db.metadata.get(uid);
  return (data) => {
    const row = {};
    for (const [key, value] of Object.entries(data)) {
      const attribute = attributes[key];
      if (!attribute || !attribute.columnName) throw new Error(`${uid} has no column attribute ${key}`);
      row[attribute.columnName] = value;
    }
    return row;
  };
}

async function insertBatches(trx, table, rows, size) {
  for (let i = 0; i < rows.length; i += size) await trx(table).insert(rows.slice(i, i + size));
}

/** Every join table touching the calendar types (links, parent links, media morphs are skipped: no images). */
function joinTablesOf(strapi) {
  const names = new Set();
  for (const uid of Object.values(UID)) {
    for (const attribute of Object.values(strapi.db.metadata.get(uid).attributes)) {
      if (attribute.joinTable && attribute.joinTable.name) names.add(attribute.joinTable.name);
    }
  }
  return [...names];
}

async function countEventRows(strapi) {
  const { tableName } = strapi.db.metadata.get(UID.event);
  const [{ n }] = await strapi.db.connection(tableName).count({ n: '*' });
  return Number(n);
}

/** Whether the seeded calendar has series (seed's `series` option). */
async function hasSeries(strapi) {
  const { tableName, attributes } = strapi.db.metadata.get(UID.event);
  const row = await strapi.db.connection(tableName).whereNotNull(attributes.seriesUid.columnName).first('id');
  return Boolean(row);
}

const SERIES_LENGTH = 10;

/**
 * With `series`, event d < events / 3 is date j = d % SERIES_LENGTH of a weekly series whose first date
 * (its parent, j = 0) is event d - j: the same wall time each week in Europe/Lisbon (Luxon keeps it
 * across the clock changes), the parent's title and links, and the stored fields of the series service
 * (the definition on the parent, the series' UID and each date's key). Null for a single event.
 */
function seriesOf(d, events, enabled) {
  if (!enabled || d >= Math.floor(events / 3)) return null;
  const j = d % SERIES_LENGTH;
  return { index: j, parent: d - j, uid: `bench-series-${d - j}` };
}

function seriesFields(member, startWall, endWall, allDay) {
  const { DateTime } = require('luxon');
  const zone = 'Europe/Lisbon';
  const at = (wall) => DateTime.fromJSDate(wall, { zone }).plus({ weeks: member.index });
  const start = at(startWall);
  const end = at(endWall);
  const key = allDay ? start.toFormat('yyyyMMdd') : start.toFormat("yyyyMMdd'T'HHmmss");
  const text = (t) => t.toFormat('yyyy-MM-dd HH:mm:ss');
  const definition = { lines: [`RRULE:FREQ=WEEKLY;COUNT=${SERIES_LENGTH}`], start: text(DateTime.fromJSDate(startWall, { zone })), end: text(DateTime.fromJSDate(endWall, { zone })), timezone: zone, allDay };
  return {
    startDate: start.toJSDate(),
    endDate: end.toJSDate(),
    seriesUid: member.uid,
    occurrenceKey: key,
    seriesException: false,
    // Stored as its JSON text: knex writes objects into json columns only on some databases.
    recurrence: member.index === 0 ? JSON.stringify(definition) : null,
  };
}

/**
 * Seeds `events` event documents (×3 locales) plus venues, organizers, categories and tags, replacing
 * any calendar content. Returns counts. With `series`, a third of the events are the occurrences of
 * weekly series of SERIES_LENGTH dates (seriesOf below), as the series service stores them.
 */
async function seed(strapi, { events, series = false }) {
  const knex = strapi.db.connection;
  const client = strapi.db.dialect.client;
  const rand = prng(20261121);
  const now = new Date();
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const L = LOCALES.length;
  const venues = Math.max(1, Math.round(events / 20));
  const organizers = Math.max(1, Math.round(events / 20));
  const table = (uid) => strapi.db.metadata.get(uid).tableName;
  const join = (uid, attribute) => strapi.db.metadata.get(uid).attributes[attribute].joinTable;

  const counts = {};
  await knex.transaction(async (trx) => {
    // Start from an empty calendar: links first, then the rows, then the ID sequences.
    for (const name of joinTablesOf(strapi)) await trx(name).del();
    for (const uid of Object.values(UID)) await trx(table(uid)).del();
    for (const name of Object.values(ID_TABLES)) await trx(name).del();

    let postId = 0;
    let termId = 0;
    const common = { createdAt: now, updatedAt: now, publishedAt: now };

    /** Inserts `docs` documents (one row per locale, explicit row ids 1..docs*L); returns row id of (doc, locale). */
    const insertDocs = async (uid, docs, idField, build) => {
      const toRow = rowMapper(strapi, uid);
      let rows = [];
      for (let d = 0; d < docs; d += 1) {
        const docId = documentId(rand);
        const shared = build.shared ? build.shared(d) : {};
        for (let k = 0; k < L; k += 1) {
          const wireId = idField === 'postId' ? ++postId : ++termId;
          rows.push(
            toRow({ id: d * L + k + 1, documentId: docId, locale: LOCALES[k], [idField]: wireId, ...shared, ...build.localized(d, k), ...common })
          );
        }
        if (rows.length >= ROW_BATCH) {
          await trx(table(uid)).insert(rows);
          rows = [];
        }
      }
      if (rows.length) await trx(table(uid)).insert(rows);
      counts[uid] = docs * L;
      return (d, k) => d * L + k + 1;
    };

    const postDate = new Date(now.getTime() - 90 * DAY);
    const venueRow = await insertDocs(UID.venue, venues, 'postId', {
      shared: (d) => ({
        address: `${1 + (d % 200)} Rua ${d}`,
        city: CITIES[d % CITIES.length],
        zip: String(1000 + (d % 8999)),
        phone: `+351 21 ${String(1000000 + d).slice(-7)}`,
        showMap: true,
        showMapLink: true,
        latitude: 38 + rand() * 4,
        longitude: -9 + rand() * 2,
        author: 1,
        postStatus: 'publish',
      }),
      localized: (d, k) => {
        const name = [`Hall ${d + 1}`, `Salle ${d + 1}`, `Sala ${d + 1}`][k];
        return {
          name,
          slug: slugify(name),
          country: ['Portugal', 'Portugal', 'Portugal'][k],
          description: LOREM[LOCALES[k]].slice(0, 160),
          website: `https://venue-${d + 1}.example.org/${LOCALES[k].toLowerCase()}`,
          postDate,
        };
      },
    });
    const organizerRow = await insertDocs(UID.organizer, organizers, 'postId', {
      shared: (d) => ({ phone: `+351 91 ${String(1000000 + d).slice(-7)}`, email: `org${d + 1}@example.org`, author: 1, postStatus: 'publish' }),
      localized: (d, k) => {
        const name = [`Collective ${d + 1}`, `Collectif ${d + 1}`, `Coletivo ${d + 1}`][k];
        return { name, slug: slugify(name), description: LOREM[LOCALES[k]].slice(0, 120), website: `https://org-${d + 1}.example.org`, postDate };
      },
    });
    const categoryRow = await insertDocs(UID.category, CATEGORIES.length, 'termId', {
      localized: (d, k) => ({ name: CATEGORIES[d][k], slug: slugify(CATEGORIES[d][k]) || `c${d}`, description: '' }),
    });
    const tagCount = 60;
    const tagRow = await insertDocs(UID.tag, tagCount, 'termId', {
      localized: (d, k) => {
        const name = `${TAG_WORDS[d % TAG_WORDS.length][k]} ${Math.floor(d / TAG_WORDS.length) + 1}`;
        return { name, slug: slugify(name), description: '' };
      },
    });

    // Category parents (same locale).
    const parent = join(UID.category, 'parent');
    const parentLinks = [];
    for (const [child, of] of Object.entries(PARENT_OF)) {
      for (let k = 0; k < L; k += 1) {
        parentLinks.push({ [parent.joinColumn.name]: categoryRow(Number(child), k), [parent.inverseJoinColumn.name]: categoryRow(of, k), [parent.inverseOrderColumnName]: Number(child) });
      }
    }
    await insertBatches(trx, parent.name, parentLinks, LINK_BATCH);

    // Events, with their links, streamed in batches.
    const toRow = rowMapper(strapi, UID.event);
    const rels = {
      venues: { join: join(UID.event, 'venues'), ords: new Map(), rows: [] },
      organizers: { join: join(UID.event, 'organizers'), ords: new Map(), rows: [] },
      categories: { join: join(UID.event, 'categories'), ords: new Map(), rows: [] },
      tags: { join: join(UID.event, 'tags'), ords: new Map(), rows: [] },
      parentEvent: { join: join(UID.event, 'parentEvent'), ords: new Map(), rows: [] },
    };
    const link = (rel, eventRow, targetRows) => {
      const r = rels[rel];
      targetRows.forEach((target, i) => {
        const ord = (r.ords.get(target) || 0) + 1;
        r.ords.set(target, ord);
        r.rows.push({
          [r.join.joinColumn.name]: eventRow,
          [r.join.inverseJoinColumn.name]: target,
          ...(r.join.orderColumnName ? { [r.join.orderColumnName]: i + 1 } : {}),
          ...(r.join.inverseOrderColumnName ? { [r.join.inverseOrderColumnName]: ord } : {}),
        });
      });
    };
    const flushLinks = async (force) => {
      for (const r of Object.values(rels)) {
        if (r.rows.length >= LINK_BATCH || (force && r.rows.length)) {
          await insertBatches(trx, r.join.name, r.rows, LINK_BATCH);
          r.rows = [];
        }
      }
    };
    // Skewed popularity: low category indexes (the parents, Music first) are picked more often.
    const skewed = (n) => Math.min(n - 1, Math.floor(n * rand() * rand()));
    const distinct = (count, draw) => {
      const set = new Set();
      for (let tries = 0; set.size < count && tries < count * 5; tries += 1) set.add(draw());
      return [...set];
    };
    const from = now.getTime() - 30 * DAY;
    const span = 30 * DAY + 3 * 365 * DAY;
    let rows = [];
    // The draws of each series' first date, which its other dates repeat (seriesOf).
    const parents = new Map();
    for (let d = 0; d < events; d += 1) {
      const docId = documentId(rand);
      const member = seriesOf(d, events, series);
      const allDay = rand() < 0.1;
      let start = new Date(Math.floor((from + rand() * span) / (15 * 60000)) * 15 * 60000);
      let end;
      if (allDay) {
        start = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate()));
        end = new Date(start.getTime() + (rand() < 0.3 ? 2 : 1) * DAY - 1000);
      } else {
        end = new Date(start.getTime() + (1 + Math.floor(rand() * 4)) * 3600000);
      }
      const kind = pick(KINDS);
      const adj = pick(ADJ);
      const free = rand() < 0.4;
      const shared = {
        startDate: start,
        endDate: end,
        timezone: 'Europe/Lisbon',
        allDay,
        cost: free ? '' : String(5 + Math.floor(rand() * 40)),
        currencySymbol: '€',
        currencyCode: 'EUR',
        currencyPosition: 'postfix',
        showMap: true,
        showMapLink: true,
        hideFromListings: false,
        sticky: false,
        featured: rand() < 0.05,
        author: 1,
      };
      let venue = Math.floor(rand() * venues);
      let orgs = distinct(rand() < 0.7 ? 1 : 2, () => Math.floor(rand() * organizers));
      let cats = distinct(rand() < 0.6 ? 1 : 2, () => skewed(CATEGORIES.length));
      let tags = distinct(Math.floor(rand() * 4), () => Math.floor(rand() * tagCount));
      let titleOf = (k) => (k === 0 ? `${adj[0]} ${kind[0]} ${d + 1}` : `${kind[k]} ${adj[k]} ${d + 1}`);
      if (member) {
        if (member.index === 0) parents.set(d, { start, end, allDay, shared, venue, orgs, cats, tags, titleOf });
        const first = parents.get(member.parent);
        Object.assign(shared, first.shared, seriesFields(member, first.start, first.end, first.allDay));
        ({ venue, orgs, cats, tags, titleOf } = first);
        start = shared.startDate;
      }
      const created = new Date(Math.min(now.getTime(), start.getTime()) - 20 * DAY);
      for (let k = 0; k < L; k += 1) {
        const locale = LOCALES[k];
        const title = titleOf(k);
        const rowId = d * L + k + 1;
        rows.push(
          toRow({
            id: rowId,
            documentId: docId,
            locale,
            postId: ++postId,
            title,
            // A series' dates share the title; each has its own slug, numbered as the service numbers them.
            slug: member && member.index > 0 ? `${slugify(title)}-${member.index + 1}` : slugify(title),
            postStatus: 'publish',
            description: `${LOREM[locale]}\n\n**${title}** — ${LOREM[locale].slice(0, 140)}`,
            excerpt: LOREM[locale].slice(0, 100),
            website: `https://events.example.org/${d + 1}`,
            postDate: created,
            ...shared,
            createdAt: created,
            updatedAt: created,
            publishedAt: created,
          })
        );
        link('venues', rowId, [venueRow(venue, k)]);
        link('organizers', rowId, orgs.map((o) => organizerRow(o, k)));
        link('categories', rowId, cats.map((c) => categoryRow(c, k)));
        link('tags', rowId, tags.map((t) => tagRow(t, k)));
        if (member && member.index > 0) link('parentEvent', rowId, [member.parent * L + k + 1]);
      }
      if (rows.length >= ROW_BATCH) {
        await trx(table(UID.event)).insert(rows);
        rows = [];
        await flushLinks(false);
      }
    }
    if (rows.length) await trx(table(UID.event)).insert(rows);
    await flushLinks(true);
    counts[UID.event] = events * L;

    // The wire ID sequences: one row per ID given, so the next allocation comes after the seeded ones.
    for (const [kind, last] of [['post', postId], ['term', termId]]) {
      const ids = [];
      for (let id = 1; id <= last; id += 1) ids.push({ id, created_at: now });
      await insertBatches(trx, ID_TABLES[kind], ids, LINK_BATCH);
    }
    counts.postIds = postId;
    counts.termIds = termId;

    if (client === 'postgres') {
      // Explicit ids do not move PostgreSQL's serial sequences (SQLite and MySQL move past them).
      const tables = [...Object.values(UID).map(table), ...Object.values(ID_TABLES)];
      for (const name of tables) {
        await trx.raw(`SELECT setval(pg_get_serial_sequence(?, 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM ??), 1))`, [name, name]);
      }
    }
  });
  // What a DBA does after a bulk load (and autovacuum / autoanalyze do on their own, later): fresh
  // statistics for the planner, and on PostgreSQL the visibility map its index-only scans need.
  const tables = [...Object.values(UID).map(table), ...joinTablesOf(strapi)];
  if (client === 'postgres') await knex.raw(`VACUUM ANALYZE ${tables.map(() => '??').join(', ')}`, tables);
  else if (client === 'mysql') await knex.raw(`ANALYZE TABLE ${tables.map(() => '??').join(', ')}`, tables);
  else await knex.raw('ANALYZE');
  return counts;
}

/** Public role: Strapi's own REST find/findOne on the calendar types and the media library (for strapi_rest). */
const PUBLIC_ACTIONS = [
  ...Object.values(UID).flatMap((uid) => [`${uid}.find`, `${uid}.findOne`]),
  'plugin::upload.content-api.find',
  'plugin::upload.content-api.findOne',
];

async function grantPublicRest(strapi) {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) throw new Error('No users-permissions role of type "public"');
  const granted = [];
  for (const action of PUBLIC_ACTIONS) {
    const exists = await strapi.db.query('plugin::users-permissions.permission').findOne({ where: { action, role: role.id } });
    if (!exists) {
      await strapi.db.query('plugin::users-permissions.permission').create({ data: { action, role: role.id } });
      granted.push(action);
    }
  }
  return granted;
}

module.exports = { seed, countEventRows, hasSeries, grantPublicRest, prng, LOCALES, UID };
