import { spawn, type ChildProcess } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import request from 'supertest';
import { createTestDatabase, type TestDatabase } from '../../helpers/database';
import { freePort } from '../../helpers/instance-process';
import { distDir, TEST_ENV } from '../../helpers/strapi';

/**
 * `CALENDAR_WORKERS=2 npm start`: two server processes on one port (scripts/lib/cluster.js, Node's
 * cluster), on one database of the pass (SQLite file, PostgreSQL or MariaDB). The first worker boots alone,
 * then the second; both answer; a worker that dies is replaced while the other keeps answering; SIGTERM
 * stops them all. (That the processes agree on the data, the answer cache included, is tests/api/service/two-instances.test.ts.)
 */
const appDir = path.resolve(__dirname, '..', '..', '..');
const NS = '/api/cal/events/v1';

let database: TestDatabase;
let primary: ChildProcess;
let url: string;
let output = '';
let scriptDir: string | undefined;

/** Resolves once the primary's output matches `pattern` (the primary prints each worker's start and exit). */
function printed(pattern: RegExp, after = 0): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    // A bound on a start that hangs, not a measure.
    const timer = setTimeout(() => reject(new Error(`no ${pattern} in:\n${output}`)), 240_000);
    const check = () => {
      const found = pattern.exec(output.slice(after));
      if (!found) return;
      clearTimeout(timer);
      primary.stdout!.off('data', check);
      primary.stderr!.off('data', check);
      resolve(found);
    };
    primary.stdout!.on('data', check);
    primary.stderr!.on('data', check);
    check();
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  const script = `
    const cluster = require('cluster');
    const { runPrimary } = require(${JSON.stringify(path.join(appDir, 'scripts', 'lib', 'cluster.js'))});
    cluster.on('online', (worker) => console.log('ONLINE ' + worker.process.pid));
    cluster.on('listening', (worker) => console.log('LISTENING ' + worker.process.pid));
    runPrimary({ script: ${JSON.stringify(path.join(appDir, 'scripts', 'lib', 'worker.js'))}, args: [${JSON.stringify(distDir)}], count: 2, log: (line) => console.log(line) });
  `;
  // A file, not `node -e`: a cluster worker inherits the primary's `-e` and would run it instead of its own script.
  scriptDir = fs.mkdtempSync(path.join(os.tmpdir(), 'calendar-workers-'));
  const file = path.join(scriptDir, 'primary.js');
  fs.writeFileSync(file, script);
  primary = spawn(process.execPath, [file], {
    cwd: appDir,
    env: { ...process.env, ...TEST_ENV, ...database.env, HOST: '127.0.0.1', PORT: String(port), STARTUP_MESSAGE: 'false', DEMO_DATA: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  primary.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  primary.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  await printed(/2 worker processes listen on one port/);
});

afterAll(async () => {
  if (primary && primary.exitCode === null) {
    const exited = new Promise((resolve) => primary.once('exit', resolve));
    primary.kill('SIGTERM');
    await exited;
  }
  await database?.drop();
  if (scriptDir) fs.rmSync(scriptDir, { recursive: true, force: true });
});

const pids = () => [...output.matchAll(/LISTENING (\d+)/g)].map((match) => Number(match[1]));

describe('two worker processes on one port', () => {
  it('boots the first worker alone, then the second', () => {
    // The second came online only after the first listened (it may create the schema and seed).
    const [first, second] = [...output.matchAll(/(ONLINE|LISTENING) (\d+)/g)].map((match) => match[1]);
    expect([first, second]).toEqual(['ONLINE', 'LISTENING']);
    expect(new Set(pids()).size).toBe(2);
  });

  it('answers on the shared port, the demo calendar seeded once', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => request(url).get(`${NS}/events?per_page=50`)));
    expect(answers.map((res) => res.status)).toEqual(Array(12).fill(200));
    // One calendar: a second seed by the second worker would have doubled it.
    const totals = new Set(answers.map((res) => res.headers['x-tec-total']));
    expect(totals.size).toBe(1);
    const slugs = answers[0]!.body.events.map((event: { slug: string }) => event.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('replaces a worker that dies, and the other keeps answering meanwhile', async () => {
    const [victim] = pids();
    const mark = output.length;
    process.kill(victim!, 'SIGKILL');
    await printed(new RegExp(`Worker ${victim} exited`), mark);
    await request(url).get(`${NS}/events`).expect(200);
    const replacement = Number((await printed(/LISTENING (\d+)/, mark))[1]);
    expect(replacement).not.toBe(victim);
    await request(url).get(`${NS}/categories`).expect(200);
  });

  it('stops every worker on SIGTERM, then itself', async () => {
    const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    const alive = pids().filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    });
    expect(alive).toEqual([]);
  });
});
