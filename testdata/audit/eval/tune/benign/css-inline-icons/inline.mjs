import fs from 'node:fs'; import path from 'node:path';
for (const f of process.argv.slice(2)) {
  const b = fs.readFileSync(f).toString('base64');
  console.log(`.icon-${path.basename(f, '.svg')} { background: url("data:image/svg+xml;base64,${b}") no-repeat; }`);
}
