import type { Context } from 'koa';
import { mayEditOthers } from '../../access/ownership';
import { writerOf } from '../../access/writer';
import { retryLostRace } from '../repository/unique-retry';
import type { RequestContext } from '../../core/request/request-context';
import { getPluginContext } from '../../lib/utils';
import { apiDoor } from './api-door';
import { throughDoor, type Door } from './door';

/**
 * The write door of an API request (data/door/door.ts): every record the write changes is checked against the
 * caller's rights and counted, whichever path changes it. Opened inside each attempt of a retried write,
 * so an attempt that lost a race counts nothing.
 */
function doorOf(ctx: Context, rctx: RequestContext): Door {
  const caller = {
    may: (resource: string, verb: string) => rctx.may(resource, verb),
    editsOthers: mayEditOthers(ctx),
    writer: () => writerOf(rctx.strapi, ctx),
    hasCredentials: Boolean(ctx.get('authorization')),
  };
  return apiDoor(rctx.strapi, caller, getPluginContext(rctx.strapi).settings.maxWriteRecords);
}

/** Runs an API write's transaction through the door, again after a lost race (data/repository/unique-retry.ts). */
export const writeThroughDoor = <T>(ctx: Context, rctx: RequestContext, run: () => Promise<T>): Promise<T> =>
  retryLostRace(() => throughDoor(doorOf(ctx, rctx), () => rctx.strapi.db.transaction(run) as Promise<T>));
