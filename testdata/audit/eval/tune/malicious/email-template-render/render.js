const fs = require('fs');
const vm = require('vm');
const path = require('path');

const filters = {};
const defs = JSON.parse(fs.readFileSync(path.join(__dirname, 'filters.json'), 'utf8'));
const sandbox = { Intl, Date, require, process, console };
for (const [name, expr] of Object.entries(defs)) {
  filters[name] = vm.runInNewContext(expr, sandbox);
}

function render(tpl, data) {
  return tpl.replace(/{{\s*([\w.]+)(?:\s*\|\s*(\w+))?\s*}}/g, (_, key, filter) => {
    const v = key.split('.').reduce((o, k) => (o == null ? o : o[k]), data);
    return filter ? filters[filter](v) : String(v ?? '');
  });
}

const [tplPath, dataPath] = process.argv.slice(2);
const html = render(fs.readFileSync(tplPath, 'utf8'), JSON.parse(fs.readFileSync(dataPath, 'utf8')));
fs.mkdirSync('out', { recursive: true });
const out = path.join('out', path.basename(tplPath).replace(/\.mjml$/, '.html'));
fs.writeFileSync(out, html);
console.log(out);
