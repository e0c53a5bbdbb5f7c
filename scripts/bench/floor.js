/**
 * The `floor` scenario: the first page of the default event list (as `GET /events` computes it) read
 * with ONE hand-written SQL statement — events of the default language, status publish, not hidden,
 * in the default window, ordered by start date then wire ID, limit 12 (a CTE), with the total (a scalar
 * subquery) and the venues, organizers, categories and tags of the 12 rows aggregated as JSON in
 * correlated subqueries —
 * then serialized to JSON. A bare http server, in the Strapi process, on Strapi's knex.
 * It is what a page costs with no framework at all: the lower bound the calendar API is compared with.
 */
'use strict';

const http = require('http');

const PER_PAGE = 12;

/** JSON builders of each dialect: object, array aggregate (ordered), and the empty-array fallback. */
const DIALECTS = {
  sqlite: { obj: 'json_object', agg: (x, order) => `json_group_array(json(${x}) ORDER BY ${order})`, parse: true },
  postgres: { obj: 'json_build_object', agg: (x, order) => `COALESCE(json_agg(${x} ORDER BY ${order}), '[]'::json)`, parse: false },
  mysql: { obj: 'JSON_OBJECT', agg: (x, order) => `COALESCE(JSON_ARRAYAGG(${x} ORDER BY ${order}), JSON_ARRAY())`, parse: true },
};

function buildFloorQuery(strapi) {
  const client = strapi.db.dialect.client;
  const d = DIALECTS[client];
  if (!d) throw new Error(`floor: no SQL for ${client}`);
  const meta = (uid) => strapi.db.metadata.get(uid);
  const event = meta('api::event.event');
  const col = (m, attribute) => m.attributes[attribute].columnName;
  const q = (name) => (client === 'mysql' ? `\`${name}\`` : `"${name}"`);

  const jsonOf = (m, alias, attributes) => `${d.obj}(${attributes.map((a) => `'${a}', ${alias}.${q(col(m, a))}`).join(', ')})`;
  /** (SELECT aggregate FROM link JOIN target WHERE link.event = e.id) */
  const related = (attribute, targetUid, attributes, extraWhere = '') => {
    const jt = event.attributes[attribute].joinTable;
    const target = meta(targetUid);
    return `(SELECT ${d.agg(jsonOf(target, 't', attributes), `l.${q(jt.orderColumnName)}`)} FROM ${q(jt.name)} l JOIN ${q(target.tableName)} t ON t.id = l.${q(jt.inverseJoinColumn.name)} WHERE l.${q(jt.joinColumn.name)} = e.id${extraWhere})`;
  };
  const POST = ['id', 'postId', 'slug', 'postStatus', 'description', 'excerpt', 'website', 'author', 'postDate', 'createdAt', 'updatedAt'];
  const VENUE = [...POST, 'name', 'address', 'city', 'country', 'province', 'state', 'zip', 'stateprovince', 'phone', 'showMap', 'showMapLink', 'latitude', 'longitude'];
  const ORGANIZER = [...POST, 'name', 'phone', 'email'];
  const TERM = ['id', 'termId', 'name', 'slug', 'description'];
  const EVENT = [
    ...POST, 'title', 'startDate', 'endDate', 'timezone', 'allDay', 'cost', 'currencySymbol', 'currencyCode',
    'currencyPosition', 'showMap', 'showMapLink', 'hideFromListings', 'sticky', 'featured',
  ];
  const notTrashed = ` AND t.${q(col(meta('api::venue.venue'), 'postStatus'))} <> 'trash'`;
  const hidden = q(col(event, 'hideFromListings'));
  const where = [
    `e.${q('locale')} = ? AND e.${q(col(event, 'postStatus'))} = ? AND (e.${hidden} = ? OR e.${hidden} IS NULL)`,
    `AND e.${q(col(event, 'startDate'))} >= ? AND e.${q(col(event, 'endDate'))} <= ?`,
  ].join(' ');
  const order = (alias) => `${alias}.${q(col(event, 'startDate'))} ASC, ${alias}.${q(col(event, 'postId'))} ASC`;
  // The page first (index range scan, LIMIT), then the relations of its 12 rows only, and the total.
  const sql = [
    `WITH page AS (SELECT e.* FROM ${q(event.tableName)} e WHERE ${where} ORDER BY ${order('e')} LIMIT ${PER_PAGE})`,
    `SELECT ${EVENT.map((a) => `e.${q(col(event, a))} AS ${q(a)}`).join(', ')},`,
    `(SELECT COUNT(*) FROM ${q(event.tableName)} e WHERE ${where}) AS ${q('total')},`,
    `${related('venues', 'api::venue.venue', VENUE, notTrashed)} AS ${q('venues')},`,
    `${related('organizers', 'api::organizer.organizer', ORGANIZER, notTrashed)} AS ${q('organizers')},`,
    `${related('categories', 'api::event-category.event-category', TERM)} AS ${q('categories')},`,
    `${related('tags', 'api::event-tag.event-tag', TERM)} AS ${q('tags')}`,
    `FROM page e`,
    `ORDER BY ${order('e')}`,
  ].join('\n');
  return { sql, parse: d.parse };
}

/** The default window of GET /events (site zone UTC): yesterday 00:00 to the end of the day 24 months ahead. */
function defaultWindow(now = new Date()) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 24, now.getUTCDate(), 23, 59, 59));
  return { start, end };
}

const iso = (v) => (v == null ? null : new Date(typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v).toISOString());
const bool = (v) => (v == null ? null : Boolean(Number(v)));

function serializePost(p) {
  return {
    id: p.postId,
    author: p.author,
    status: p.postStatus,
    date_utc: iso(p.postDate),
    modified_utc: iso(p.updatedAt),
    slug: p.slug,
    description: p.description,
    excerpt: p.excerpt,
    website: p.website,
  };
}

function serializeEvent(row, parse) {
  const json = (v) => (parse && typeof v === 'string' ? JSON.parse(v) : v) || [];
  return {
    ...serializePost(row),
    title: row.title,
    all_day: bool(row.allDay),
    start_date_utc: iso(row.startDate),
    end_date_utc: iso(row.endDate),
    timezone: row.timezone,
    cost: row.cost,
    cost_details: { currency_symbol: row.currencySymbol, currency_code: row.currencyCode, currency_position: row.currencyPosition },
    show_map: bool(row.showMap),
    show_map_link: bool(row.showMapLink),
    hide_from_listings: bool(row.hideFromListings),
    sticky: bool(row.sticky),
    featured: bool(row.featured),
    venue: json(row.venues).map((v) => ({
      ...serializePost(v), venue: v.name, address: v.address, city: v.city, country: v.country, province: v.province,
      state: v.state, zip: v.zip, stateprovince: v.stateprovince, phone: v.phone, show_map: bool(v.showMap),
      show_map_link: bool(v.showMapLink), geo_lat: v.latitude, geo_lng: v.longitude,
    }))[0] || [],
    organizer: json(row.organizers).map((o) => ({ ...serializePost(o), organizer: o.name, phone: o.phone, email: o.email })),
    categories: json(row.categories).map((t) => ({ id: t.termId, name: t.name, slug: t.slug, description: t.description, taxonomy: 'tribe_events_cat' })),
    tags: json(row.tags).map((t) => ({ id: t.termId, name: t.name, slug: t.slug, description: t.description, taxonomy: 'post_tag' })),
  };
}

/** Starts the floor server on `port` (0: any); resolves to the http.Server. */
function startFloorServer(strapi, port = 0) {
  const { sql, parse } = buildFloorQuery(strapi);
  const knex = strapi.db.connection;
  const server = http.createServer(async (req, res) => {
    try {
      const { start, end } = defaultWindow();
      const bindings = ['en', 'publish', false, start, end];
      const rows = await knex.raw(sql, [...bindings, ...bindings]);
      const list = Array.isArray(rows) ? (Array.isArray(rows[0]) ? rows[0] : rows) : rows.rows;
      const total = list.length ? Number(list[0].total) : 0;
      const body = JSON.stringify({ events: list.map((row) => serializeEvent(row, parse)), total, total_pages: Math.ceil(total / PER_PAGE) });
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'x-tec-total': String(total), 'x-tec-totalpages': String(Math.ceil(total / PER_PAGE)) });
      res.end(body);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error && error.message));
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

module.exports = { startFloorServer, buildFloorQuery, defaultWindow };
