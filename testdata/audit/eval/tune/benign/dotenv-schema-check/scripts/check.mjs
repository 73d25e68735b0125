import { readFileSync } from 'node:fs';

const [envPath = '.env', schemaPath = '.env.schema.json'] = process.argv.slice(2);
const env = Object.fromEntries(readFileSync(envPath, 'utf8').split('\n')
  .filter((l) => l && !l.startsWith('#') && l.includes('='))
  .map((l) => { const i = l.indexOf('='); return [l.slice(0, i).trim(), l.slice(i + 1).trim()]; }));
const schema = JSON.parse(readFileSync(schemaPath, 'utf8'));
let bad = 0;
for (const [k, rule] of Object.entries(schema)) {
  if (!(k in env)) { if (rule.required) { console.log(`missing  ${k}`); bad++; } continue; }
  if (rule.type === 'number' && Number.isNaN(Number(env[k]))) { console.log(`type     ${k} should be a number`); bad++; }
  if (rule.type === 'url') { try { new URL(env[k]); } catch { console.log(`type     ${k} should be a URL`); bad++; } }
}
for (const k of Object.keys(env)) if (!(k in schema)) console.log(`unknown  ${k}`);
process.exit(bad ? 1 : 0);
