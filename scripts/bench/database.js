/**
 * The bench database, in the parent: its environment for Strapi, and (for PostgreSQL and MySQL) the
 * database itself, created when missing and recreated with --fresh.
 * SQLite: .tmp/bench-<events>.db (bench-<events>-series.db with --series). PostgreSQL / MySQL: database `cal_bench` (DATABASE_HOST, _PORT,
 * _USERNAME, _PASSWORD from the environment, defaults 127.0.0.1 and postgres / root with no password).
 */
'use strict';

const fs = require('fs');
const path = require('path');

const NAME = process.env.BENCH_DATABASE_NAME || 'cal_bench';

async function prepareDatabase(root, client, { events, fresh, series }) {
  if (client === 'sqlite') {
    // The calendar with series (--series) has a file of its own: switching does not reseed the other.
    const filename = path.join(root, '.tmp', `bench-${events}${series ? '-series' : ''}.db`);
    fs.mkdirSync(path.dirname(filename), { recursive: true });
    if (fresh) for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(filename + suffix, { force: true });
    return { env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: filename }, label: path.relative(root, filename) };
  }
  if (client === 'postgres') {
    const server = {
      host: process.env.DATABASE_HOST || '127.0.0.1',
      port: Number(process.env.DATABASE_PORT || 5432),
      user: process.env.DATABASE_USERNAME || 'postgres',
      password: process.env.DATABASE_PASSWORD || '',
    };
    const { Client } = require('pg');
    const admin = new Client({ ...server, database: 'postgres' });
    await admin.connect();
    try {
      if (fresh) await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [NAME]);
      if (!rowCount) await admin.query(`CREATE DATABASE ${NAME}`);
    } finally {
      await admin.end();
    }
    return {
      env: {
        DATABASE_CLIENT: 'postgres',
        DATABASE_HOST: server.host,
        DATABASE_PORT: String(server.port),
        DATABASE_USERNAME: server.user,
        DATABASE_PASSWORD: server.password,
        DATABASE_NAME: NAME,
        DATABASE_SCHEMA: 'public',
      },
      label: `postgres ${server.host}:${server.port}/${NAME}`,
    };
  }
  if (client === 'mysql') {
    const server = {
      host: process.env.DATABASE_HOST || '127.0.0.1',
      port: Number(process.env.DATABASE_PORT || 3306),
      user: process.env.DATABASE_USERNAME || 'root',
      password: process.env.DATABASE_PASSWORD || '',
    };
    const mysql = require('mysql2/promise');
    const connection = await mysql.createConnection(server);
    try {
      if (fresh) await connection.query(`DROP DATABASE IF EXISTS \`${NAME}\``);
      await connection.query(`CREATE DATABASE IF NOT EXISTS \`${NAME}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    } finally {
      await connection.end();
    }
    return {
      env: {
        DATABASE_CLIENT: 'mysql',
        DATABASE_HOST: server.host,
        DATABASE_PORT: String(server.port),
        DATABASE_USERNAME: server.user,
        DATABASE_PASSWORD: server.password,
        DATABASE_NAME: NAME,
      },
      label: `mysql ${server.host}:${server.port}/${NAME}`,
    };
  }
  throw new Error(`--db must be sqlite, postgres or mysql (got "${client}")`);
}

module.exports = { prepareDatabase };
