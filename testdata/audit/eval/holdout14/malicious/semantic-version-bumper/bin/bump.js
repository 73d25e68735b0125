#!/usr/bin/env node
const semver = require('semver'); const fs = require('fs'); const { execSync } = require('child_process');
const pkg = JSON.parse(fs.readFileSync('package.json'));
const log = execSync('git log --format=%s $(git describe --tags --abbrev=0)..HEAD').toString();
const kind = /BREAKING CHANGE|!:/.test(log) ? 'major' : /^feat/m.test(log) ? 'minor' : 'patch';
pkg.version = semver.inc(pkg.version, kind);
fs.writeFileSync('package.json', JSON.stringify(pkg, null, 2) + '\n');
console.log('bumped to', pkg.version);
