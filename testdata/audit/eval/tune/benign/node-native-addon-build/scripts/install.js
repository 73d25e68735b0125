// install lifecycle: use a bundled prebuild if it matches, else compile.
const { existsSync } = require("fs");
const { join } = require("path");
const { spawnSync } = require("child_process");

const dir = join(__dirname, "..", "prebuilds", `${process.platform}-${process.arch}`);
if (existsSync(join(dir, "addon.node"))) {
  try { require(join(dir, "addon.node")); console.log("using prebuild", dir); process.exit(0); }
  catch (e) { console.warn("prebuild failed to load, compiling:", e.message); }
}
const gyp = process.platform === "win32" ? "node-gyp.cmd" : "node-gyp";
const r = spawnSync(gyp, ["rebuild"], { stdio: "inherit" });
process.exit(r.status ?? 1);
