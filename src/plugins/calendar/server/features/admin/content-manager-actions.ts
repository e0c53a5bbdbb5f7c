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
  const actions = strapi.controller(`plugin::content-manager.${controller}`) as unknown as Record<string, ContentManagerAction<C> | undefined>;
  const original = actions[action];
  if (typeof original !== 'function') {
    strapi.log.warn(`calendar: the Content Manager has no ${controller} action "${action}"; ${unchanged}.`);
    return false;
  }
  actions[action] = wrap(original);
  return true;
}
