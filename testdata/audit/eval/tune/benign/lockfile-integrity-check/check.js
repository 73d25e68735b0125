const lock = require(require("path").resolve(process.argv[2] || "package-lock.json"));
const allowed = new Set(["registry.npmjs.org", ...(process.argv.slice(3))]);
let bad = 0;
for (const [k, v] of Object.entries(lock.packages || {})) {
  if (!k || v.link) continue;
  if (v.resolved && !allowed.has(new URL(v.resolved).host)) { console.log("foreign host:", k, v.resolved); bad++; }
  if (v.resolved && !v.integrity) { console.log("no integrity:", k); bad++; }
}
process.exit(bad ? 1 : 0);
