import type { Core } from '@strapi/strapi';

interface PermissionService {
  findPublicPermissions(): Promise<{ action: string }[]>;
}

/**
 * Whether the Public role holds every one of these calendar actions (`events.findOne`, ...). Public pages
 * have no credentials: they show what an anonymous API call may read, so a site that revokes the public
 * read of a resource in Users & Permissions has no public pages of it either.
 */
export async function publicMay(strapi: Core.Strapi, actions: string[]): Promise<boolean> {
  const service = strapi.plugin('users-permissions').service('permission') as PermissionService;
  const granted = new Set((await service.findPublicPermissions()).map((permission) => permission.action));
  return actions.every((action) => granted.has(`plugin::calendar.${action}`));
}
