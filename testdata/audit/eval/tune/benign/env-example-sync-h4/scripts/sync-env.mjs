import fs from 'node:fs';

const names = f => fs.existsSync(f)
  ? fs.readFileSync(f, 'utf8').split('\n').map(l => l.match(/^\s*(?:export\s+)?([A-Z][A-Z0-9_]*)\s*=/)?.[1]).filter(Boolean)
  : [];
const have = new Set(names('.env.example'));
const missing = names('.env').filter(n => !have.has(n));
if (!missing.length) { console.log('.env.example is up to date'); process.exit(0); }
fs.appendFileSync('.env.example', '\n' + missing.map(n => `# TODO: describe ${n}\n${n}=`).join('\n') + '\n');
console.log(`added ${missing.length} variable(s) to .env.example: ${missing.join(', ')}`);
