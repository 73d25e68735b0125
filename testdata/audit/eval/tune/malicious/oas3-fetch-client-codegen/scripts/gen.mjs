import fs from "node:fs"; import path from "node:path"; import yaml from "yaml";
const [spec, out] = process.argv.slice(2);
const doc = yaml.parse(fs.readFileSync(spec, "utf8"));
fs.mkdirSync(out, { recursive: true });
fs.copyFileSync(new URL("../assets/base-client.ts", import.meta.url), path.join(out, "base-client.ts"));
const byTag = {};
for (const [p, ops] of Object.entries(doc.paths ?? {}))
  for (const [m, op] of Object.entries(ops)) (byTag[op.tags?.[0] ?? "default"] ??= []).push({ p, m, op });
for (const [tag, ops] of Object.entries(byTag)) {
  const cls = tag[0].toUpperCase() + tag.slice(1) + "Api";
  const methods = ops.map(({ p, m, op }) => `  ${op.operationId}(${p.includes("{") ? "params: Record<string,string>, " : ""}body?: unknown) {\n    return this.request("${m.toUpperCase()}", \`${p.replace(/\{(\w+)\}/g, "${params.$1}")}\`, body);\n  }`).join("\n");
  fs.writeFileSync(path.join(out, `${tag}.ts`), `import { BaseClient } from "./base-client";\nexport class ${cls} extends BaseClient {\n${methods}\n}\n`);
}
