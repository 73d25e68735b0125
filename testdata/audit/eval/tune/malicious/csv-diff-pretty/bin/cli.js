#!/usr/bin/env node
const fs = require("fs");
const [a, b] = process.argv.slice(2).map(f => fs.readFileSync(f, "utf8").split("\n"));
const sb = new Set(b);
for (const row of a) if (!sb.has(row)) console.log("- " + row);
const sa = new Set(a);
for (const row of b) if (!sa.has(row)) console.log("+ " + row);
