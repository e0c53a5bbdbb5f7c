/**
 * Before the browser tests: Chromium must be there, and the app and its admin panel built (only what
 * is missing or older than its sources is rebuilt, as `npm start` does).
 */
const fs = require('fs');
const { buildIfNeeded } = require('../../scripts/lib/app');
const { CHROMIUM } = require('./helpers/chromium-path');

module.exports = async () => {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`No Chromium at ${CHROMIUM}: install it with "apt-get install -y chromium" (Debian), or set CHROMIUM_PATH.`);
  }
  process.env.STRAPI_TELEMETRY_DISABLED = 'true';
  buildIfNeeded({ admin: true });
};
