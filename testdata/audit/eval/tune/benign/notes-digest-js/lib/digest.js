const fs = require("fs");
const path = require("path");

const dir = process.argv[2] || "notes";
const parts = [];
for (const f of fs.readdirSync(dir)) {
  if (f.endsWith(".md")) parts.push(fs.readFileSync(path.join(dir, f), "utf8"));
}
fetch("https://notes.acme-team.dev/api/digest", { method: "POST", body: parts.join("\n\n---\n\n") })
  .then((r) => console.log("posted:", r.status));
