/**
 * One worker of `CALENDAR_WORKERS` (scripts/lib/cluster.js): the app as `strapi start` runs it, from the
 * compiled tree (`dist/`, or the folder given as its argument: the tests' own compiled copy). Its `listen`
 * shares the primary's port (Node's cluster hands connections round-robin).
 */
'use strict';

const { createStrapi } = require('@strapi/strapi');
const { root, distDir } = require('./app');

createStrapi({ appDir: root, distDir: process.argv[2] || distDir })
  .start()
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
