import { readFileSync, existsSync } from 'node:fs';

const src = existsSync('.env.example') ? readFileSync('.env.example', 'utf8') : '';
const local = existsSync('.env') ? Object.fromEntries(
  readFileSync('.env', 'utf8').split('\n').filter((l) => l.includes('=') && !l.startsWith('#')).map((l) => [l.split('=')[0].trim(), l.slice(l.indexOf('=') + 1).trim()]),
) : {};

let missing = 0;
for (const line of src.split('\n')) {
  const m = line.match(/^([A-Z][A-Z0-9_]*)=/);
  if (!m) continue;
  const name = m[1];
  const v = process.env[name] ?? local[name];
  const state = v === undefined ? 'missing' : v === '' ? 'empty' : 'set';
  if (state !== 'set') missing++;
  console.log(`${state.padEnd(8)} ${name}`);
}
process.exitCode = missing ? 1 : 0;
