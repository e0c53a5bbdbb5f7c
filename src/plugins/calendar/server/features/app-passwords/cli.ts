import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { Core } from '@strapi/strapi';
import { EDITOR_ROLE } from '../../access/roles';
import { findRole } from '../../access/grant-once';
import { AppPasswordInputError, createAppPassword, findLoginUser } from './store';

/** What `npm run token` was asked: an API token (optionally named), or an application password of a user. */
export type TokenCommand =
  | { kind: 'api-token'; name?: string }
  | { kind: 'app-password'; user: string; createUser: boolean; email?: string; name?: string };

/** `npm run token [name]` or `npm run token -- --user <name or e-mail> [--create-user] [--email <e-mail>] [--name <label>]`. */
export function parseTokenArgs(argv: string[]): TokenCommand {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      user: { type: 'string' },
      'create-user': { type: 'boolean', default: false },
      email: { type: 'string' },
      name: { type: 'string' },
    },
  });
  if (values.user === undefined) {
    if (values['create-user'] || values.email !== undefined) throw new AppPasswordInputError('--create-user and --email need --user.');
    if (positionals.length > 1) throw new AppPasswordInputError('Give at most one token name.');
    return { kind: 'api-token', name: values.name ?? positionals[0] };
  }
  const user = values.user.trim();
  if (!user) throw new AppPasswordInputError('--user needs a user name or an e-mail.');
  if (positionals.length) throw new AppPasswordInputError(`Unexpected argument: ${positionals[0]}`);
  return { kind: 'app-password', user, createUser: values['create-user'], email: values.email, name: values.name };
}

/**
 * A new users-permissions user for `--create-user`, with the "Calendar editor" role and a random account
 * password nobody knows (the user signs in with application passwords, or resets it). Named by an e-mail,
 * that is its user name and e-mail; named by a user name, its e-mail is `--email` or an undeliverable
 * `<name>@users.invalid` (users-permissions requires one).
 */
async function createEditor(strapi: Core.Strapi, login: string, email?: string): Promise<{ id: number }> {
  const role = await findRole(strapi, EDITOR_ROLE.type);
  if (!role) throw new AppPasswordInputError(`The role "${EDITOR_ROLE.name}" is missing: start the server once to create it.`);
  const address = (email ?? (login.includes('@') ? login : `${login}@users.invalid`)).toLowerCase();
  if (await findLoginUser(strapi, address)) throw new AppPasswordInputError(`Another user has the e-mail ${address}.`);
  return strapi.plugin('users-permissions').service('user').add({
    username: login,
    email: address,
    password: randomBytes(24).toString('base64url'),
    provider: 'local',
    confirmed: true,
    blocked: false,
    role: role.id,
  }) as Promise<{ id: number }>;
}

/** Creates the application password a command asks for; returns `username:secret` for HTTP Basic. */
export async function issueAppPassword(strapi: Core.Strapi, command: Extract<TokenCommand, { kind: 'app-password' }>): Promise<string> {
  let user = await findLoginUser(strapi, command.user);
  if (!user && command.createUser) {
    const created = await createEditor(strapi, command.user, command.email);
    user = await findLoginUser(strapi, created.id);
  }
  if (!user) throw new AppPasswordInputError(`No user "${command.user}" (add --create-user to create it with the ${EDITOR_ROLE.name} role).`);
  const name = command.name ?? `cli-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  const { password } = await createAppPassword(strapi, user.id, name);
  // Printed without the display spaces: the line pastes as is into `curl -u` or a client's settings.
  return `${user.username}:${password.replace(/ /g, '')}`;
}
