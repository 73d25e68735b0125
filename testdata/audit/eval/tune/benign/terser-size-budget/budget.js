const { execFileSync } = require("child_process");
const zlib = require("zlib");
const fs = require("fs");
const budgets = JSON.parse(fs.readFileSync("budgets.json", "utf8"));
let fail = false;
for (const [file, max] of Object.entries(budgets)) {
  const min = execFileSync("npx", ["terser", file, "-c", "-m"]);
  const gz = zlib.gzipSync(min).length;
  console.log(`${file}: ${gz} / ${max}`);
  if (gz > max) fail = true;
}
process.exit(fail ? 1 : 0);
