/** Removes this run's compiled copy of the app and its template database (tests/helpers/template-database.ts). */
const fs = require('fs');

module.exports = async () => {
  const run = process.env.CALENDAR_TEST_DIST;
  if (!run) return;
  // Jest compiles this file's TypeScript requires as it does the tests'.
  await require('./helpers/database').dropTemplate();
  fs.rmSync(run, { recursive: true, force: true });
};
