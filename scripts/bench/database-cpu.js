/**
 * The database server's CPU time, read from /proc: every process named `postgres` or `mariadbd`/`mysqld`
 * (SQLite works inside the server process: 0). Used by the costs and load scenarios of `npm run bench`.
 */
'use strict';

const fs = require('fs');

const DATABASE_PROCESSES = new Set(['postgres', 'mariadbd', 'mysqld']);
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU seconds used so far by the database server's processes (0 where /proc cannot tell: SQLite, other systems). */
function databaseCpuSeconds() {
  let ticks = 0;
  let dirs = [];
  try {
    dirs = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  for (const pid of dirs) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const name = stat.slice(stat.indexOf('(') + 1, close);
      if (!DATABASE_PROCESSES.has(name)) continue;
      const fields = stat.slice(close + 2).split(' ');
      // utime and stime are fields 14 and 15 of stat; after the name, they are the 12th and 13th.
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // A process that ended between the listing and the read.
    }
  }
  return ticks / TICKS_PER_SECOND;
}

module.exports = { databaseCpuSeconds };
