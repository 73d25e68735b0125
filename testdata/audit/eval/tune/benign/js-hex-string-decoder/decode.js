const fs = require("fs");
let s = fs.readFileSync(process.argv[2], "utf8");
s = s.replace(/"((?:\\x[0-9a-fA-F]{2})+)"/g, (_, h) => JSON.stringify(h.split("\\x").slice(1).map(x => String.fromCharCode(parseInt(x, 16))).join("")));
s = s.replace(/\\u([0-9a-fA-F]{4})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
s = s.replace(/String\.fromCharCode\(([\d,\s]+)\)/g, (_, l) => JSON.stringify(l.split(",").map(n => String.fromCharCode(Number(n))).join("")));
process.stdout.write(s);
