/**
 * Compiles the app once for the whole run into a folder of this run's own (several jest runs on one
 * machine must not rebuild each other's copy mid-boot); each test file then boots Strapi from it.
 */
const path = require('path');
const { compile } = require('../scripts/compile');

module.exports = async () => {
  const dir = path.resolve(__dirname, '..', '.tmp', `test-dist-${process.pid}`);
  compile(dir);
  process.env.CALENDAR_TEST_DIST = dir;
};
