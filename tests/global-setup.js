/** Compiles the app once for the whole run; each test file then boots Strapi from this copy. */
const path = require('path');
const { compile } = require('../scripts/compile');

module.exports = async () => {
  compile(path.resolve(__dirname, '..', '.tmp', 'test-dist'));
};
