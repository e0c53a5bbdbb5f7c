import type { Core } from '@strapi/strapi';
import type { TestApp } from './strapi';

/** Creates a real API token through Strapi's admin service and returns its access key. */
export async function createApiToken(
  strapi: Core.Strapi,
  type: 'full-access' | 'read-only' | 'custom' = 'full-access',
  permissions?: string[]
): Promise<string> {
  const { accessKey } = await strapi.service('admin::api-token').create({
    name: `test-${type}-${Math.random().toString(36).slice(2)}`,
    description: '',
    type,
    lifespan: null,
    ...(type === 'custom' ? { permissions: permissions ?? [] } : {}),
  });
  return accessKey as string;
}

let adminCount = 0;

/**
 * Creates an admin and logs in through /admin/login; returns the admin API bearer token. `role`: the
 * code of one of Strapi's roles (`strapi-editor`, `strapi-author`) or the ID of a role made in the test;
 * a super-admin by default.
 */
export async function createAdminToken(app: TestApp, role?: string | number): Promise<string> {
  const email = `admin${++adminCount}@calendar.test`;
  const password = 'Admin-password-1';
  const roles = app.strapi.service('admin::role');
  const roleId = role === undefined ? (await roles.getSuperAdmin()).id : typeof role === 'number' ? role : (await roles.findOne({ code: role })).id;
  await app.strapi.service('admin::user').create({
    email,
    firstname: 'Ada',
    lastname: 'Admin',
    password,
    isActive: true,
    registrationToken: null,
    roles: [roleId],
  });
  const res = await app.http().post('/admin/login').send({ email, password }).expect(200);
  return res.body.data.token as string;
}

let userCount = 0;

export interface TestUser {
  id: number;
  username: string;
  email: string;
  jwt: string;
}

/** Registers a users-permissions user with the given role type (name `user<n>` unless given). */
export async function createUser(app: TestApp, roleType = 'authenticated', username = `user${++userCount}`): Promise<TestUser> {
  const role = await app.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: roleType } });
  const email = `${username}@calendar.test`;
  const user = await app.strapi.plugin('users-permissions').service('user').add({
    username,
    email,
    password: 'User-password-1',
    provider: 'local',
    confirmed: true,
    blocked: false,
    role: role.id,
  });
  const jwt = app.strapi.plugin('users-permissions').service('jwt').issue({ id: user.id }) as string;
  return { id: user.id as number, username, email, jwt };
}

/** Registers a users-permissions user with the given role type and returns its JWT. */
export async function createUserJwt(app: TestApp, roleType = 'authenticated'): Promise<string> {
  return (await createUser(app, roleType)).jwt;
}

/** Creates a users-permissions role holding exactly `actions` (its type and name `type`); answers its ID. */
export async function createRoleWithActions(app: TestApp, type: string, actions: string[]): Promise<number> {
  const role = await app.strapi.db.query('plugin::users-permissions.role').create({ data: { name: type, type, description: type } });
  for (const action of actions) await app.strapi.db.query('plugin::users-permissions.permission').create({ data: { action, role: role.id } });
  return role.id as number;
}

/** Creates a users-permissions role holding exactly `actions` and a user with it; returns the user's JWT. */
export async function jwtWithActions(app: TestApp, type: string, actions: string[]): Promise<string> {
  await createRoleWithActions(app, type, actions);
  return createUserJwt(app, type);
}

/**
 * A role made like Strapi's Author role (its permissions: read, create, update only what one created)
 * for every language: the Author role of a new site lists no locale (i18n's locales did not exist yet).
 * Answers its ID, for createAdminToken; `code` tells roles of one test file apart.
 */
export async function authorRoleForEveryLanguage(app: TestApp, code = 'own-events'): Promise<number> {
  const roles = app.strapi.service('admin::role');
  const author = await roles.findOne({ code: 'strapi-author' });
  const permissions = (await app.strapi.service('admin::permission').findMany({ where: { role: { id: author.id } } })) as {
    action: string;
    subject: string | null;
    properties: Record<string, unknown>;
    conditions: string[];
  }[];
  const role = await roles.create({ name: `Own events (${code})`, code, description: 'like Author, every language' });
  await roles.assignPermissions(
    role.id,
    permissions.map(({ action: name, subject, properties, conditions }) => ({
      action: name,
      subject,
      conditions,
      properties: subject ? { ...properties, locales: ['en', 'fr', 'pt-PT'] } : properties,
    }))
  );
  return role.id;
}
