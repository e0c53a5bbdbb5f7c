import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { visitorLanguage, type VisitorLanguage } from '../../../shared/visitors/words';
import { LegacyError } from '../../core/errors';
import { parseParams } from '../../core/params';
import { createRequestContext, type RequestContext } from '../../core/request/request-context';
import { resources } from '../../core/resources';
import type { ResourceName } from '../../core/resources/define-resource';
import { findList, findSingle } from '../../core/services/read-resource';
import type { WireEvent, WireEventList } from '../../core/wire/types';
import type { Alternate } from './templates/layout';

/** The kinds of record that have a public page, and the resource each reads through. */
export type PageKind = 'event' | 'venue' | 'organizer' | 'category' | 'tag';
export const PAGE_RESOURCES: Record<PageKind, ResourceName> = {
  event: 'events',
  venue: 'venues',
  organizer: 'organizers',
  category: 'categories',
  tag: 'tags',
};

/** A record as the API's single read shows it to the public: any of the five wire records. */
export type PageRecord = Record<string, unknown> & { id: number; url?: string; translations: Record<string, number> };

export type PageRead =
  | { state: 'shown'; record: PageRecord }
  | { state: 'hidden' }
  /** Password-protected and not unlocked; `tried` when a wrong password was given. */
  | { state: 'locked'; tried: boolean };

/** The single read of the API, with the request's language and no credentials (pages carry none). */
export async function readRecord(
  rctx: RequestContext,
  kind: PageKind,
  path: { slug?: string; id?: string },
  password?: string
): Promise<PageRead> {
  const def = resources[PAGE_RESOURCES[kind]];
  try {
    const { body } = await findSingle(def as never, path, { password }, rctx);
    const record = body as PageRecord;
    // Venues and organizers are answered blanked rather than refused: their name becomes `[]` (core/wire/protect.ts).
    if (Array.isArray(record[kind])) return { state: 'locked', tried: password !== undefined };
    return { state: 'shown', record };
  } catch (error) {
    if (!(error instanceof LegacyError)) throw error;
    if (error.code.endsWith('-password-protected')) return { state: 'locked', tried: password !== undefined };
    // Unknown, draft, pending, future, private, trashed: as for a record that does not exist.
    return { state: 'hidden' };
  }
}

/** The API's request context in a wire language (`fr`, `pt-pt`). */
export const pageContext = (strapi: Core.Strapi, ctx: Context, code: string): RequestContext => createRequestContext(strapi, ctx, code);

/**
 * The record in each language it is public in (itself included), for `hreflang`: each translation read
 * by ID as the public reads it; hidden or protected ones are left out.
 */
export async function readAlternates(strapi: Core.Strapi, ctx: Context, kind: PageKind, record: PageRecord, code: string): Promise<Alternate[]> {
  const own: Alternate[] = record.url ? [{ language: visitorLanguage(code), url: record.url }] : [];
  const others = await Promise.all(
    Object.entries(record.translations ?? {}).map(async ([language, id]): Promise<Alternate | null> => {
      const read = await readRecord(pageContext(strapi, ctx, language), kind, { id: String(id) });
      return read.state === 'shown' && read.record.url ? { language: visitorLanguage(language), url: read.record.url } : null;
    })
  );
  return [...own, ...others.filter((a): a is Alternate => a !== null)];
}

/** The first upcoming events matching a list filter (`{categories: 'jazz'}`), read with the list's own schema. */
export async function readUpcoming(rctx: RequestContext, filter: Record<string, string>, perPage = 10): Promise<WireEvent[]> {
  const def = resources.events;
  const params = parseParams(def.list.params(rctx), { ...filter, per_page: String(perPage) });
  try {
    const { body } = await findList(def, params, rctx);
    return (body as WireEventList).events;
  } catch (error) {
    if (error instanceof LegacyError) return [];
    throw error;
  }
}

export type { VisitorLanguage };
