#!/usr/bin/env node
'use strict';
const { execSync } = require('child_process');

const cfg = require('../assets/builds.json');

for (const b of cfg.builds.slice().reverse()) {
  execSync(`npm run check-build -- ${b}`, { stdio: 'inherit' });
}
console.log(cfg.label.split('').reverse().join(''), cfg.builds.join(', '));
