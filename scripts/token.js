#!/usr/bin/env node
/**
 * `npm run token [name]`: prints a new full-access API token for the configured database, for
 * scripts and for site owners who run headless (no admin panel needed). Use it as
 * `Authorization: Bearer <token>`. Tokens can be listed and revoked in the admin (Settings → API Tokens).
 *
 * `npm run token -- --user <user name or e-mail> [--create-user] [--email <e-mail>] [--name <label>]`:
 * prints `username:password`, a new application password of that users-permissions user, for HTTP Basic
 * (`curl -u`) as clients of WordPress send it. `--create-user` creates a missing user with the
 * "Calendar editor" role. Application passwords are listed and revoked on the admin's Application
 * passwords page.
 */
const path = require('path');
const { root, distDir, ensureEnvFile, ensureDataDir, buildIfNeeded } = require('./lib/app');

async function main() {
  ensureEnvFile();
  require('dotenv').config({ path: `${root}/.env` });
  ensureDataDir();
  buildIfNeeded({ admin: false });
  process.env.STARTUP_MESSAGE = 'false';

  const cli = require(path.join(distDir, 'src', 'plugins', 'calendar', 'server', 'features', 'app-passwords', 'cli.js'));
  // Arguments are checked before Strapi loads: a typo costs no boot.
  const command = cli.parseTokenArgs(process.argv.slice(2));

  const { createStrapi } = require('@strapi/strapi');
  const strapi = createStrapi({ appDir: root, distDir, autoReload: false, serveAdminPanel: false });
  strapi.log.level = 'error';
  await strapi.load();
  try {
    if (command.kind === 'app-password') {
      process.stdout.write(`${await cli.issueAppPassword(strapi, command)}\n`);
      return;
    }
    const name = command.name || `cli-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    const service = strapi.service('admin::api-token');
    if (await service.exists({ name })) throw new Error(`A token named "${name}" already exists.`);
    const token = await service.create({
      name,
      description: 'Created by npm run token',
      type: 'full-access',
      lifespan: null,
    });
    process.stdout.write(`${token.accessKey}\n`);
  } finally {
    await strapi.destroy();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
