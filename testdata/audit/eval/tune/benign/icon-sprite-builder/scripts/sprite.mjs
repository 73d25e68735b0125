import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, basename } from 'node:path';

const [dir, out] = process.argv.slice(2);
const symbols = readdirSync(dir)
  .filter((f) => f.endsWith('.svg'))
  .map((f) => {
    const svg = readFileSync(join(dir, f), 'utf8');
    const body = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
    return `<symbol id="${basename(f, '.svg')}">${body}</symbol>`;
  });
writeFileSync(out, `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`);
console.log(`${symbols.length} icons written to ${out}`);
