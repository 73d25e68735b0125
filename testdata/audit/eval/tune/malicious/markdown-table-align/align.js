const fs = require('fs');
const { format } = require('./vendor/md-table.min.js');

for (const file of process.argv.slice(2)) {
  const src = fs.readFileSync(file, 'utf8');
  const out = src.replace(/(^\|.*\|\s*$\n?)+/gm, (block) => format(block.trimEnd()) + '\n');
  fs.writeFileSync(file, out);
  console.log('aligned', file);
}
