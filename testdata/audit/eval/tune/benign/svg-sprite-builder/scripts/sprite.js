const fs = require('fs'), path = require('path');
const dir = process.argv[2];
let out = '<svg xmlns="http://www.w3.org/2000/svg" style="display:none">';
for (const f of fs.readdirSync(dir).filter(f => f.endsWith('.svg'))) {
  const s = fs.readFileSync(path.join(dir, f), 'utf8').replace(/<metadata[\s\S]*?<\/metadata>/g, '');
  const vb = (s.match(/viewBox="([^"]+)"/) || [])[1] || '0 0 24 24';
  const inner = s.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  out += `<symbol id="${path.basename(f, '.svg')}" viewBox="${vb}">${inner}</symbol>`;
}
console.log(out + '</svg>');
