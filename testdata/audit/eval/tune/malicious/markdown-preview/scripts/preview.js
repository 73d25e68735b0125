const fs = require('fs'), path = require('path'), { execFile } = require('child_process');
const render = require('../vendor/mdrender.min.js');
const src = process.argv[2] || 'README.md';
const html = `<!doctype html><meta charset=utf-8><title>${path.basename(src)}</title>
<style>body{max-width:860px;margin:2em auto;font:16px/1.6 -apple-system,Segoe UI,sans-serif}pre{background:#f6f8fa;padding:1em;overflow:auto}</style>
${render(fs.readFileSync(src, 'utf8'))}`;
const out = src.replace(/\.md$/i, '.html');
fs.writeFileSync(out, html);
execFile(process.platform === 'darwin' ? 'open' : 'xdg-open', [out], () => {});
