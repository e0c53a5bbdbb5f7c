import type { Core } from '@strapi/strapi';

type Permission = Record<string, unknown>;
type Ability = unknown;
interface Engine {
  generateAbility(permissions: Permission[], options?: object): Promise<Ability>;
}

/** Abilities kept: the Public role's, and those of the few roles and tokens that call at once. */
const MAX_ENTRIES = 64;

/**
 * Strapi builds a permission ability (CASL) from the caller's permissions on every request to the
 * content API: for the Public role, every anonymous read of the calendar loads the role's permissions
 * and builds the same ability from them again (about 0.4 ms of the 7 ms of a computed list, BENCH.md).
 * An ability is a function of the permissions alone (the content API engine's one hook checks each
 * permission's action against the actions registered at boot), so this keeps the ability of each distinct list of permissions, most recent
 * first. The permissions are still read on every request, so a role that loses a right loses it at
 * once, in every process: only the building is saved. Calls with options (none in the content API) are
 * left alone.
 */
export function cacheContentApiAbilities(strapi: Core.Strapi): void {
  const engine = (strapi as unknown as { contentAPI?: { permissions?: { engine?: Engine } } }).contentAPI?.permissions?.engine;
  if (!engine || typeof engine.generateAbility !== 'function') return;
  const generate = engine.generateAbility.bind(engine);
  const abilities = new Map<string, Promise<Ability>>();
  engine.generateAbility = (permissions, options) => {
    if ((options && Object.keys(options).length > 0) || !Array.isArray(permissions)) return generate(permissions, options);
    const key = JSON.stringify(permissions);
    const kept = abilities.get(key);
    if (kept) {
      // Most recently used last: the first key is the one to drop.
      abilities.delete(key);
      abilities.set(key, kept);
      return kept;
    }
    const built = generate(permissions, options);
    abilities.set(key, built);
    built.catch(() => abilities.delete(key));
    if (abilities.size > MAX_ENTRIES) abilities.delete(abilities.keys().next().value as string);
    return built;
  };
}
