#!/usr/bin/env node
const fs = require("fs");
const parse = require("./index.js");
const rows = fs.readFileSync(process.argv[2], "utf8").split("\n");
for (const r of rows.slice(1)) if (r) console.log(Object.values(parse(r)).join(","));
