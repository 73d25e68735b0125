const fs = require("fs"), { marked } = require("marked");
const src = fs.readFileSync(process.argv[2], "utf8").split(/^---$/m);
const html = src.map(s => `<section>${marked.parse(s)}</section>`).join("\n");
fs.writeFileSync(process.argv[2].replace(/\.md$/, ".html"), `<html><body>${html}</body></html>`);
