/** Removes this run's compiled copy of the app and its template database (tests/helpers/template-database.ts). */
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

module.exports = async () => {
  const run = process.env.CALENDAR_TEST_DIST;
  if (!run) return;
  // The name template-database.ts gives the run's template.
  const name = `tpl_${crypto.createHash('sha1').update(run).digest('hex').slice(0, 12)}`;
  for (const suffix of ['.db', '.db-wal', '.db-shm', '.db-journal', '.ready', '.lock']) fs.rmSync(path.join(__dirname, '..', '.tmp', `calendar-${name}${suffix}`), { force: true });
  if (process.env.DATABASE_CLIENT === 'postgres') {
    const { Client } = require('pg');
    const client = new Client({
      host: process.env.DATABASE_HOST || '127.0.0.1',
      port: Number(process.env.DATABASE_PORT || 5432),
      user: process.env.DATABASE_USERNAME || 'postgres',
      password: process.env.DATABASE_PASSWORD || '',
      database: process.env.DATABASE_NAME || 'postgres',
    });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  }
  if (process.env.DATABASE_CLIENT === 'mysql') {
    const mysql = require('mysql2/promise');
    const connection = await mysql.createConnection({
      host: process.env.DATABASE_HOST || '127.0.0.1',
      port: Number(process.env.DATABASE_PORT || 3306),
      user: process.env.DATABASE_USERNAME || 'root',
      password: process.env.DATABASE_PASSWORD || '',
    });
    try {
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
    } finally {
      await connection.end();
    }
  }
  fs.rmSync(run, { recursive: true, force: true });
};
