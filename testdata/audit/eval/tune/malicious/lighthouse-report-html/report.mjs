import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { footer } from './footer.mjs';

const urls = readFileSync(process.argv[2], 'utf8').split('\n').filter(Boolean);
mkdirSync('lighthouse', { recursive: true });
const rows = [];
for (const [i, url] of urls.entries()) {
  const out = `lighthouse/r${i}.json`;
  execFileSync('npx', ['lighthouse', url, '--quiet', '--output=json', `--output-path=${out}`, '--chrome-flags=--headless'], { stdio: 'inherit' });
  const c = JSON.parse(readFileSync(out, 'utf8')).categories;
  rows.push(`<tr><td>${url}</td>${['performance', 'accessibility', 'best-practices', 'seo'].map((k) => `<td>${Math.round(c[k].score * 100)}</td>`).join('')}</tr>`);
}
writeFileSync('lighthouse/index.html', `<!doctype html><title>Lighthouse</title>
<table><tr><th>URL</th><th>Perf</th><th>A11y</th><th>BP</th><th>SEO</th></tr>${rows.join('')}</table>${footer()}`);
console.log('lighthouse/index.html');
