import * as fs from "fs";
const ts = JSON.parse(fs.readFileSync("tsconfig.json", "utf8"));
console.log("paths:", Object.keys(ts.compilerOptions?.paths ?? {}).join(", ") || "none");
