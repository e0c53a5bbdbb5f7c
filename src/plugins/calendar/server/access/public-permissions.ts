import type { Core } from '@strapi/strapi';
import { readDataVersion } from '../data/version/data-version';

type Permission = Record<string, unknown>;
interface PermissionService {
  findPublicPermissions(): Promise<Permission[]>;
}
interface RequestContext {
  get(): { state?: { calendarDataVersion?: string } } | undefined;
}

/**
 * The users-permissions plugin reads the Public role's permissions (a join of three tables) on every
 * anonymous request to the content API, every anonymous read of the calendar included. They change only
 * when an administrator edits the role, and such a write bumps the data version (its tables carry the
 * version's triggers: data/version/data-version.ts) in the same transaction, in whichever process makes it.
 * So the permissions are kept with the data version they were read at, and read again once the version
 * differs: a role that loses a right loses it at the next request, in every process. The version is the
 * one the answer cache read for this request when it did (no second read), else read here (one primary
 * key). Without the version's triggers (see data-version.ts), every request reads the permissions.
 */
export function keepPublicPermissionsPerDataVersion(strapi: Core.Strapi): void {
  const plugin = strapi.plugin('users-permissions');
  const service = plugin?.service('permission') as PermissionService | undefined;
  if (!service || typeof service.findPublicPermissions !== 'function') return;
  const find = service.findPublicPermissions.bind(service);
  const requestContext = (strapi as unknown as { requestContext?: RequestContext }).requestContext;
  let kept: { version: string; permissions: Promise<Permission[]> } | null = null;
  service.findPublicPermissions = async () => {
    const version = requestContext?.get()?.state?.calendarDataVersion ?? (await readDataVersion(strapi));
    if (version === null) return find();
    if (kept?.version !== version) {
      // Read after the version: what it holds is at least that version's.
      const permissions = find();
      kept = { version, permissions };
      permissions.catch(() => {
        if (kept?.permissions === permissions) kept = null;
      });
    }
    // A copy: a caller may change the list it gets.
    return [...(await kept.permissions)];
  };
}
