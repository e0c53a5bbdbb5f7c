#!/usr/bin/env node
/**
 * `npm run token [name]`: prints a new full-access API token for the configured database, for
 * scripts and for site owners who run headless (no admin panel needed). Use it as
 * `Authorization: Bearer <token>`. Tokens can be listed and revoked in the admin (Settings → API Tokens).
 */
const { root, distDir, ensureEnvFile, ensureDataDir, buildIfNeeded } = require('./lib/app');

async function main() {
  ensureEnvFile();
  require('dotenv').config({ path: `${root}/.env` });
  ensureDataDir();
  buildIfNeeded({ admin: false });
  process.env.STARTUP_MESSAGE = 'false';

  const { createStrapi } = require('@strapi/strapi');
  const strapi = createStrapi({ appDir: root, distDir, autoReload: false, serveAdminPanel: false });
  strapi.log.level = 'error';
  await strapi.load();
  try {
    const name = process.argv[2] || `cli-${new Date().toISOString().replace(/[:.]/g, '-')}`;
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
