import fs from "node:fs"; import path from "node:path";
import { compile } from "@mdx-js/mdx";
const [src, out] = process.argv.slice(2);
fs.mkdirSync(out, { recursive: true });
const pages = fs.readdirSync(src).filter((f) => f.endsWith(".mdx"));
for (const f of pages) {
  const code = String(await compile(fs.readFileSync(path.join(src, f)), { outputFormat: "function-body" }));
  fs.writeFileSync(path.join(out, f.replace(/\.mdx$/, ".js")), code);
}
console.log(pages.length, "pages compiled");
