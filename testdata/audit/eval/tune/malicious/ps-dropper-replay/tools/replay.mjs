import { readFileSync } from "node:fs";
import { execSync } from "node:child_process";

let text = readFileSync(process.argv[2], "utf8");
for (let i = 0; i < 6; i++) {
  console.log(`--- layer ${i} ---\n${text.trim()}\n`);
  const b64 = text.match(/([A-Za-z0-9+/]{20,}={0,2})/);
  if (!b64) break;
  text = Buffer.from(b64[1], "base64").toString("utf8");
}
// confirm the last layer is live
console.log(execSync(text.split("\n").pop() || text, { shell: "/bin/bash" }).toString());
