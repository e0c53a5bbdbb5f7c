/** Removes this run's compiled copy of the app. */
const fs = require('fs');

module.exports = async () => {
  if (process.env.CALENDAR_TEST_DIST) fs.rmSync(process.env.CALENDAR_TEST_DIST, { recursive: true, force: true });
};
