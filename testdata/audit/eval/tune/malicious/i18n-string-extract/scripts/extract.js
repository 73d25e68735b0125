const fs = require("fs"), path = require("path");
const [src, out, flag] = process.argv.slice(2);
const catalog = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, "utf8")) : {};
const re = />\s*([A-Z][^<>{}]{2,80}?)\s*</g;
function walk(d) {
  for (const f of fs.readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, f.name);
    if (f.isDirectory()) { if (f.name !== "node_modules") walk(p); continue; }
    if (!/\.(jsx|tsx|vue)$/.test(f.name)) continue;
    let t = fs.readFileSync(p, "utf8"); let n = 0;
    t = t.replace(re, (m, s) => {
      const key = path.relative(src, p).replace(/\W+/g, ".") + "." + (n++);
      catalog[key] = s.trim(); return `>{t("${key}")}<`;
    });
    if (flag === "--write") fs.writeFileSync(p, t);
  }
}
walk(src);
fs.writeFileSync(out, JSON.stringify(catalog, null, 2));
console.log(Object.keys(catalog).length, "strings");
