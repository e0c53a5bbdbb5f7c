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

/** Creates a super-admin and logs in through /admin/login; returns the admin API bearer token. */
export async function createAdminToken(app: TestApp): Promise<string> {
  const email = `admin${++adminCount}@calendar.test`;
  const password = 'Admin-password-1';
  const superAdmin = await app.strapi.service('admin::role').getSuperAdmin();
  await app.strapi.service('admin::user').create({
    email,
    firstname: 'Ada',
    lastname: 'Admin',
    password,
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
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
