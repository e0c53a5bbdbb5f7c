import { spawn, type ChildProcess } from 'child_process';
import { createServer } from 'net';
import path from 'path';
import { distDir, TEST_ENV } from './strapi';

const appDir = path.resolve(__dirname, '..', '..');

/** A port nothing listens on now (a fixed port collides with a leftover process or a parallel run). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Instance {
  url: string;
  /** A full-access API token this instance created (stored in the shared database). */
  token: string;
  stop(): Promise<void>;
}

/**
 * Starts the app as a separate Node process listening on `port` (a real second server, as behind a
 * load balancer: Strapi keeps per-process globals, so two instances cannot share one process).
 */
export function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  const script = `
    const { createStrapi } = require('@strapi/strapi');
    const strapi = createStrapi({ appDir: ${JSON.stringify(appDir)}, distDir: ${JSON.stringify(distDir)}, autoReload: false, serveAdminPanel: false });
    strapi.log.level = 'error';
    strapi.load()
      .then(() => strapi.service('admin::api-token').create({ name: 'instance-' + process.pid, type: 'full-access', lifespan: null, description: '' }))
      .then(async (token) => { await strapi.listen(); console.log('READY ' + token.accessKey); })
      .catch((error) => { console.error(error); process.exit(1); });
    process.on('SIGTERM', () => strapi.destroy().then(() => process.exit(0)));
  `;
  const child: ChildProcess = spawn(process.execPath, ['-e', script], {
    cwd: appDir,
    env: { ...process.env, ...TEST_ENV, ...env, HOST: '127.0.0.1', PORT: String(port), STARTUP_MESSAGE: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    // A bound on a start that hangs, not a measure: a first start on MySQL with the demo calendar takes
    // over 90 s on a shared two-core machine running another suite beside it.
    const timer = setTimeout(() => reject(new Error(`instance on ${port} did not start:\n${output}`)), 300_000);
    child.stderr!.on('data', (chunk) => (output += chunk));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      const ready = /READY (\S+)/.exec(output);
      if (!ready) return;
      clearTimeout(timer);
      resolve({
        url: `http://127.0.0.1:${port}`,
        token: ready[1],
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
    child.once('exit', (code) => reject(new Error(`instance on ${port} exited (${code}):\n${output}`)));
  });
}
