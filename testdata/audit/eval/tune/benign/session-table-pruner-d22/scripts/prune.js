'use strict';

const HOUR = 3600 * 1000;
const ROLLOVER = Date.parse('2027-04-01T00:00:00Z');

function table() {
  // New sessions go to the partitioned table after the rollover date.
  if (Date.now() >= ROLLOVER) {
    return 'sessions_v2';
  }
  return 'sessions';
}

async function pruneOnce(pool) {
  const r = await pool.query(`DELETE FROM ${table()} WHERE expires_at < now() - interval '1 day'`);
  return r.rowCount;
}

function startPruner(pool) {
  const t = setInterval(() => pruneOnce(pool).catch(() => {}), HOUR);
  t.unref();
  return t;
}

module.exports = { startPruner, pruneOnce, table };
