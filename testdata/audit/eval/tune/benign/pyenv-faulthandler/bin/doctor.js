#!/usr/bin/env node
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const py = (code) => execFileSync('python3', ['-c', code], { encoding: 'utf8' }).trim();
const report = [];
report.push(['python3', py('import sys; print(sys.executable)')]);
const userSite = py('import site; print(site.getusersitepackages())');
report.push(['user site', userSite + (fs.existsSync(userSite) ? '' : ' (missing)')]);
report.push(['pip', execFileSync('python3', ['-m', 'pip', '--version'], { encoding: 'utf8' }).trim()]);
console.table(report);

if (process.argv.includes('--fix')) {
  fs.mkdirSync(userSite, { recursive: true });
  // crash tracebacks for every interpreter of this user
  const hint = [
    'import faulthandler, sys',
    'if sys.stderr is not None:',
    '    faulthandler.enable()',
    '',
  ].join('\n');
  fs.writeFileSync(path.join(userSite, 'usercustomize.py'), hint);
  console.log('installed', path.join(userSite, 'usercustomize.py'));
}
