import type { Core } from '@strapi/strapi';
import fs from 'fs';
import path from 'path';

/** Where the build puts the bundle, under the compiled app (scripts/build-embed.js). */
export const EMBED_FILE = path.join('embed', 'embed.js');

const scripts = new WeakMap<Core.Strapi, Promise<Buffer>>();

/**
 * The embeddable calendar's bundle: the file `npm run build`, `npm start` and the test setup write
 * beside the compiled app, read once. Without it (`strapi develop` empties the compiled folder) it is
 * bundled from the sources on first use, with the same script, and a warning says how to build it.
 */
export function embedScript(strapi: Core.Strapi): Promise<Buffer> {
  let script = scripts.get(strapi);
  if (!script) {
    script = load(strapi);
    scripts.set(strapi, script);
    script.catch(() => scripts.delete(strapi));
  }
  return script;
}

async function load(strapi: Core.Strapi): Promise<Buffer> {
  const built = path.join(strapi.dirs.dist.root, EMBED_FILE);
  if (fs.existsSync(built)) return fs.promises.readFile(built);
  strapi.log.warn(`The embeddable calendar is not built (${built}): bundling it from its sources. Run "npm run build" for a production build.`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { bundleEmbed } = require(path.join(strapi.dirs.app.root, 'scripts', 'build-embed.js')) as { bundleEmbed(): Promise<string> };
  return Buffer.from(await bundleEmbed());
}
