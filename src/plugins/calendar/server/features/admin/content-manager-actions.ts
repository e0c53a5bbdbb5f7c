import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';

/** A Content Manager controller action, as its routes call it. */
export type ContentManagerAction<C extends Context = Context> = (this: unknown, ctx: C) => Promise<unknown>;

/** The Content Manager controllers the calendar wraps actions of. */
type Controller = 'collection-types' | 'relations';

/**
 * Replaces one action of a Content Manager controller by `wrap(original)`, so the calendar's change runs
 * around Strapi's own action (its permission checks kept). When Strapi has no such action (another
 * version), warns with what stays as it was and leaves the controller alone. Answers whether it wrapped.
 */
export function wrapContentManagerAction<C extends Context = Context>(
  strapi: Core.Strapi,
  controller: Controller,
  action: string,
  unchanged: string,
  wrap: (original: ContentManagerAction<C>) => ContentManagerAction<C>
): boolean {
  const actions = strapi.controller(`plugin::content-manager.${controller}`) as unknown as Record<string, Wrapped<C> | undefined>;
  const current = actions[action];
  if (typeof current !== 'function') {
    strapi.log.warn(`calendar: the Content Manager has no ${controller} action "${action}"; ${unchanged}.`);
    return false;
  }
  // The Content Manager's controllers are one object per process, not per app: an app booted again in
  // the same process (the tests, a restart in place) wraps Strapi's own action afresh, not the last app's
  // wraps; this app's wraps of one action go around each other, in the order they are made.
  const strapiAction = current[STRAPI_ACTION] ?? current;
  const inner = current[WRAPPED_FOR] === strapi ? current : strapiAction;
  actions[action] = Object.assign(wrap(inner), { [STRAPI_ACTION]: strapiAction, [WRAPPED_FOR]: strapi });
  return true;
}

/** The action Strapi defined, under what the calendar wrapped it with, and the app that wrapped it. */
const STRAPI_ACTION = Symbol('calendar.contentManagerAction');
const WRAPPED_FOR = Symbol('calendar.wrappedFor');
type Wrapped<C extends Context> = ContentManagerAction<C> & { [STRAPI_ACTION]?: ContentManagerAction<C>; [WRAPPED_FOR]?: Core.Strapi };
