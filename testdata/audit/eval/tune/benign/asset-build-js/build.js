#!/usr/bin/env node
// Bundle each page's entry point with esbuild.
const { execSync } = require('child_process');

const pages = ['home', 'docs', 'pricing'];
let cmd = 'npx esbuild';
for (const p of pages) {
  cmd += ' src/pages/' + p + '.ts';
}
for (const f of ['--bundle', '--minify', '--outdir=dist']) cmd += ' ' + f;
execSync(cmd, { stdio: 'inherit' });
