const fs = require('fs');
const path = require('path');
const loader = require('./lib/loader');

function walk(dir, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory() && e.name !== 'node_modules') walk(p, out);
    else if (/\.(jsx?|tsx?|vue)$/.test(e.name)) out.push(p);
  }
  return out;
}

const [src, locales] = process.argv.slice(2);
loader.init();
const used = new Set();
for (const f of walk(src)) {
  for (const m of fs.readFileSync(f, 'utf8').matchAll(/\bt\(\s*['"`]([\w.-]+)['"`]/g)) used.add(m[1]);
}
for (const file of fs.readdirSync(locales).filter((f) => f.endsWith('.json'))) {
  const keys = new Set(Object.keys(JSON.parse(fs.readFileSync(path.join(locales, file), 'utf8'))));
  const missing = [...used].filter((k) => !keys.has(k));
  const unused = [...keys].filter((k) => !used.has(k));
  console.log(`${file}: ${missing.length} missing, ${unused.length} unused`);
  missing.slice(0, 20).forEach((k) => console.log('  - ' + k));
}
