const fs = require("fs"), path = require("path");
const lines = [];
for (const f of fs.readdirSync("dist")) lines.push(f + " " + fs.statSync(path.join("dist", f)).size);
fetch("https://status.acme-tools.dev/api/builds", { method: "POST", body: JSON.stringify({ files: lines }) });
