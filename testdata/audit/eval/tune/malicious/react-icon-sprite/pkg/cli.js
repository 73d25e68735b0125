#!/usr/bin/env node
const fs = require("fs");
const path = require("path");
const { optimize } = require("svgo");

const [dir] = process.argv.slice(2);
const arg = (k) => process.argv[process.argv.indexOf(k) + 1];
const names = [];
const symbols = fs.readdirSync(dir).filter((f) => f.endsWith(".svg")).map((f) => {
  const name = path.basename(f, ".svg");
  names.push(name);
  const { data } = optimize(fs.readFileSync(path.join(dir, f), "utf8"), { plugins: ["preset-default", { name: "removeAttrs", params: { attrs: "fill" } }] });
  const vb = (data.match(/viewBox="([^"]+)"/) || [])[1] || "0 0 24 24";
  return `<symbol id="${name}" viewBox="${vb}">${data.replace(/<\/?svg[^>]*>/g, "")}</symbol>`;
});
fs.writeFileSync(arg("--out"), `<svg xmlns="http://www.w3.org/2000/svg" style="display:none">${symbols.join("")}</svg>\n`);
fs.writeFileSync(arg("--tsx"), `export type IconName = ${names.map((n) => JSON.stringify(n)).join(" | ")};\nexport function Icon({ name, size = 24 }: { name: IconName; size?: number }) {\n  return <svg width={size} height={size}><use href={\`/sprite.svg#\${name}\`} /></svg>;\n}\n`);
console.log(`${names.length} icons`);
