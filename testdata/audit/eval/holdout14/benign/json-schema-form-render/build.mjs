import fs from 'node:fs';
const esc = s => String(s).replace(/[&<>"]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const schema = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const req = new Set(schema.required ?? []);
const field = ([name, p]) => p.enum
  ? `<label>${esc(p.title ?? name)}<select name="${esc(name)}">${p.enum.map(v => `<option>${esc(v)}</option>`).join('')}</select></label>`
  : `<label>${esc(p.title ?? name)}<input name="${esc(name)}" type="${p.format === 'email' ? 'email' : 'text'}"${req.has(name) ? ' required' : ''}></label>`;
console.log(`<form method="post">\n${Object.entries(schema.properties).map(field).join('\n')}\n<button>Send</button></form>`);
