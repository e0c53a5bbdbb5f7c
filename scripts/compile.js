#!/usr/bin/env node
/**
 * Fast transpile of the app (config/, src/, database/) into a dist directory with esbuild, plus the
 * JSON files Strapi reads (content-type schemas, the plugin's package.json). No type check here:
 * `npm run typecheck` does that. Used by the test harness; `npm start` uses Strapi's own build.
 *
 *   node scripts/compile.js [outDir]     (default: dist)
 */
const fs = require('fs');
const path = require('path');
const esbuild = require('esbuild');
const { buildEmbed } = require('./build-embed');

const root = path.resolve(__dirname, '..');
const SOURCES = ['config', 'src', 'database'];
// The admin panel's code (the app's and the plugin's, React) is bundled by Strapi's admin build, not run by the
// server; the embeddable calendar's (browser code) is bundled on its own (build-embed.js).
const SKIP = /(^|\/)__tests__(\/|$)|^src\/(plugins\/[^/]+\/)?admin(\/|$)|^src\/plugins\/calendar\/embed(\/|$)|\.test\.ts$/;

function walk(dir, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (SKIP.test(path.relative(root, full))) continue;
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

function compile(outDir = path.join(root, 'dist')) {
  // Only the compiled app is replaced: dist/build (the admin panel) is kept.
  for (const dir of SOURCES) fs.rmSync(path.join(outDir, dir), { recursive: true, force: true });
  const files = SOURCES.flatMap((dir) => walk(path.join(root, dir)));
  const ts = files.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'));
  esbuild.buildSync({
    entryPoints: ts,
    outdir: outDir,
    outbase: root,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    sourcemap: 'inline',
    logLevel: 'warning',
  });
  for (const file of files.filter((f) => f.endsWith('.json') || f.endsWith('.js'))) {
    const target = path.join(outDir, path.relative(root, file));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(file, target);
  }
  buildEmbed(outDir);
  return outDir;
}

module.exports = { compile };

if (require.main === module) {
  const started = Date.now();
  const outDir = compile(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.log(`compiled to ${path.relative(root, outDir) || '.'} in ${Date.now() - started} ms`);
}
