#!/usr/bin/env node
/**
 * Bundles the embeddable calendar (src/plugins/calendar/embed/, TypeScript, no framework) into one
 * minified ES module, `<dist>/embed/embed.js`, which `GET /api/cal/events/v1/embed.js` serves. Run by
 * `npm run build`, `npm start` (scripts/lib/app.js) and the test setup (scripts/compile.js); never committed.
 *
 *   node scripts/build-embed.js [distDir]     (default: dist)
 */
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '..');
const ENTRY = path.join(root, 'src', 'plugins', 'calendar', 'embed', 'index.ts');

/** The esbuild options: one ES module for today's browsers, minified, no source map (it is served as is). */
const options = () => ({
  entryPoints: [ENTRY],
  bundle: true,
  format: 'esm',
  target: ['es2020', 'chrome100', 'firefox100', 'safari16'],
  minify: true,
  legalComments: 'none',
  charset: 'utf8',
  logLevel: 'warning',
});

/** The bundle as text (the server's fallback when no build exists). */
async function bundleEmbed() {
  const esbuild = require('esbuild');
  const result = await esbuild.build({ ...options(), write: false });
  return result.outputFiles[0].text;
}

/** Writes `<distDir>/embed/embed.js`; answers its path. */
function buildEmbed(distDir = path.join(root, 'dist')) {
  const esbuild = require('esbuild');
  const outfile = path.join(distDir, 'embed', 'embed.js');
  fs.mkdirSync(path.dirname(outfile), { recursive: true });
  esbuild.buildSync({ ...options(), outfile });
  return outfile;
}

module.exports = { bundleEmbed, buildEmbed, ENTRY };

if (require.main === module) {
  const file = buildEmbed(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.error(`embeddable calendar: ${path.relative(root, file)} (${fs.statSync(file).size} bytes)`);
}
