import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';

/** The part of the Content Manager's permission checker the calendar's admin routes use. */
export interface PermissionChecker {
  can: {
    read(entity?: object, field?: string): boolean;
    update(entity?: object, field?: string): boolean;
    create(entity?: object, field?: string): boolean;
    delete(entity?: object, field?: string): boolean;
  };
  cannot: { read(entity?: object, field?: string): boolean; update(entity?: object, field?: string): boolean };
  /** The query with the role's conditions added as Document Service filters (locales included: i18n adds them). */
  sanitizedQuery: { read(query: object): Promise<{ filters?: object }>; update(query: object): Promise<{ filters?: object }> };
  /** Removes the fields the role may not read. */
  sanitizeOutput<T extends object>(data: T): Promise<Partial<T>>;
}

/**
 * The Content Manager's own permission checker for the signed-in admin and a content type: the same
 * actions, conditions (such as the Author role's "is creator"), locales and fields the Content Manager
 * applies, so an admin route of the calendar shows no more than the Content Manager would (design.md 13).
 */
export function contentManagerAccess(strapi: Core.Strapi, ctx: Context, model: string): PermissionChecker {
  return strapi
    .plugin('content-manager')
    .service('permission-checker')
    .create({ userAbility: ctx.state.userAbility, model }) as PermissionChecker;
}
