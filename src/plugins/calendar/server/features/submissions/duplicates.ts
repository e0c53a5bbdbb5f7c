import type { Core } from '@strapi/strapi';
import { DateTime } from 'luxon';
import { zoneOf } from '../../core/wire/dates';
import { UID } from '../../data/repository/uids';
import { similarTitles } from './similar-title';

interface Candidate {
  documentId: string;
  title: string;
  startDate: string;
  timezone: string | null;
  venues?: { documentId: string }[];
}

const CANDIDATES = 200;

/**
 * A published event that a submission may repeat: the same day (on the submitted event's clock), the
 * same venue when the submission names one, and a similar title (similar-title.ts). Its document, or null.
 * One indexed read of that day's published events; a day with more than a few hundred is not searched past them.
 */
export async function findDuplicateOf(strapi: Core.Strapi, documentId: string, locale: string): Promise<string | null> {
  const select = ['documentId', 'title', 'startDate', 'timezone'];
  const populate = { venues: { select: ['documentId'] } };
  const event = (await strapi.db.query(UID.event).findOne({ where: { documentId, locale }, select, populate })) as Candidate | null;
  if (!event?.startDate) return null;
  const start = DateTime.fromJSDate(new Date(event.startDate)).setZone(zoneOf(event.timezone || 'UTC'));
  const day = { $gte: start.startOf('day').toJSDate(), $lt: start.endOf('day').toJSDate() };
  const others = (await strapi.db.query(UID.event).findMany({
    where: { locale, postStatus: 'publish', startDate: day, documentId: { $ne: documentId } },
    select,
    populate,
    limit: CANDIDATES,
  })) as Candidate[];
  const venues = new Set((event.venues ?? []).map((v) => v.documentId));
  const sameVenue = (other: Candidate) => venues.size === 0 || (other.venues ?? []).some((v) => venues.has(v.documentId));
  return others.find((other) => sameVenue(other) && similarTitles(event.title, other.title))?.documentId ?? null;
}
