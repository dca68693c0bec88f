// Loaded into the shop with `node --require` by bench/profile-orders.mjs: counts every statement the shop sends to
// MySQL/MariaDB through mysql2, by its shape (literals replaced by ?), and the packets it writes. On SIGUSR2 it writes
// the counts since the last SIGUSR2 to SQL_COUNT_FILE (JSON) and starts again, so the caller can bracket a window.
'use strict';
const { writeFileSync } = require('node:fs');
const path = require('node:path');

const file = process.env.SQL_COUNT_FILE;
const mysql2Dir = path.dirname(require.resolve('mysql2/package.json', { paths: [process.cwd()] }));
const BaseConnection = require(path.join(mysql2Dir, 'lib', 'base', 'connection.js'));

let counts = new Map();
const shape = (sql) =>
  String(typeof sql === 'object' && sql ? sql.sql : sql)
    .replace(/'(?:[^'\\]|\\.)*'/g, '?')
    .replace(/\b\d+\b/g, '?')
    .replace(/(\(\?(?:, \?)*\))(?:, \(\?(?:, \?)*\))+/g, '$1, ...')
    .replace(/\s+/g, ' ')
    .slice(0, 160);

for (const method of ['query', 'execute']) {
  const original = BaseConnection.prototype[method];
  BaseConnection.prototype[method] = function counted(sql, ...rest) {
    const key = `${method}: ${shape(sql)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    return original.call(this, sql, ...rest);
  };
}

process.on('SIGUSR2', () => {
  if (file) writeFileSync(file, JSON.stringify(Object.fromEntries(counts), null, 1));
  counts = new Map();
});
