import fs from 'node:fs'; import path from 'node:path'; import { marked } from 'marked';
const vault = process.argv[2]; fs.mkdirSync('site', { recursive: true });
const walk = d => fs.readdirSync(d, { withFileTypes: true }).flatMap(e =>
  e.isDirectory() && !e.name.startsWith('.') ? walk(path.join(d, e.name)) : e.name.endsWith('.md') ? [path.join(d, e.name)] : []);
let n = 0;
for (const f of walk(vault)) {
  const md = fs.readFileSync(f, 'utf8');
  if (!/(^|\s)#publish\b/.test(md)) continue;
  fs.writeFileSync(path.join('site', path.basename(f, '.md') + '.html'), marked(md.replace(/#publish\b/, '')));
  n++;
}
console.log(`published ${n} notes to site/`);
