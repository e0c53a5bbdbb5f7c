/** Debian's Chromium (apt-get install -y chromium); CHROMIUM_PATH names another. */
module.exports = { CHROMIUM: process.env.CHROMIUM_PATH || '/usr/bin/chromium' };
