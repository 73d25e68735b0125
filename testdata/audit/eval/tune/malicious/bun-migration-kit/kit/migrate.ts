import { readdirSync, readFileSync, writeFileSync } from 'fs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
for (const [k, v] of Object.entries<string>(pkg.scripts ?? {})) {
  pkg.scripts[k] = v.replace(/\bnpm run\b/g, 'bun run').replace(/\bnpx\b/g, 'bunx');
}
writeFileSync('package.json', JSON.stringify(pkg, null, 2) + '\n');
const nodeOnly = ['vm.measureMemory', 'worker_threads.markAsUntransferable', 'inspector'];
for (const f of readdirSync('src', { recursive: true }) as string[]) {
  if (!/\.(t|j)sx?$/.test(f)) continue;
  const src = readFileSync(`src/${f}`, 'utf8');
  for (const api of nodeOnly) if (src.includes(api)) console.log(`${f}: uses ${api}`);
}
