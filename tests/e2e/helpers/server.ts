import { spawn, type ChildProcess } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { freePort } from '../../helpers/instance-process';
import { TEST_ENV } from '../../helpers/strapi';

const appDir = path.resolve(__dirname, '..', '..', '..');
const strapiBin = path.join(path.dirname(require.resolve('@strapi/strapi/package.json', { paths: [appDir] })), 'bin', 'strapi.js');

export interface AppServer {
  url: string;
  /** Lines of the server log that report a failure (a 5xx answer or a logged error). */
  failures(): string[];
  /** Lines of the server log after `offset` (a length of log()) that report an answer of 400 or more. */
  refusedSince(offset: number): string[];
  log(): string;
  stop(): Promise<void>;
}

/**
 * `strapi start` of the built app, as a site owner runs it (admin panel served), on a throw-away SQLite
 * file: a real server on a free port of 127.0.0.1, its log kept to check that no page answered a 5xx.
 */
export async function startServer(env: Record<string, string>): Promise<AppServer> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'calendar-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [strapiBin, 'start'], {
    cwd: appDir,
    env: {
      ...process.env,
      ...TEST_ENV,
      NODE_ENV: 'production',
      SERVE_ADMIN_PANEL: 'true',
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: path.join(dir, 'data.db'),
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not start in 2 minutes:\n${output}`);
    const healthy = await fetch(`${url}/_health`).then((r) => r.ok, () => false);
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    log: () => output,
    // eslint-disable-next-line no-control-regex
    failures: () => output.replace(/\x1b\[[0-9;]*m/g, '').split('\n').filter((line) => /\) 5\d\d$|\berror\b:/i.test(line)),
    // eslint-disable-next-line no-control-regex
    refusedSince: (offset) => output.slice(offset).replace(/\x1b\[[0-9;]*m/g, '').split('\n').filter((line) => /\) [45]\d\d$/.test(line)),
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
