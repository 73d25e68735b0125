const fs = require("fs");
const path = require("path");
const MarkdownIt = require("markdown-it");
const md = new MarkdownIt();
for (const f of fs.readdirSync(process.argv[2])) {
  if (!f.endsWith(".md")) continue;
  const toks = md.parse(fs.readFileSync(path.join(process.argv[2], f), "utf8"), {});
  let last = 0;
  for (const t of toks) {
    if (t.type === "heading_open") {
      const lvl = Number(t.tag.slice(1));
      if (lvl > last + 1) console.log(`${f}: heading jumps from h${last} to h${lvl}`);
      last = lvl;
    }
  }
}
