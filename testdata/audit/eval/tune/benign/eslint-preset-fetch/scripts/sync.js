#!/usr/bin/env node
const fs = require('fs');
const http = require('https');

const PRESET = 'https://eslint-presets.example/team/v3';

http.get(`${PRESET}/rules.json`, (res) => {
  const chunks = [];
  res.on('data', (c) => chunks.push(c));
  res.on('end', () => {
    const preset = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    const current = fs.existsSync('eslint.config.js') ? fs.readFileSync('eslint.config.js', 'utf8') : '';
    const missing = Object.keys(preset.rules).filter((r) => !current.includes(`'${r}'`));
    console.log(missing.length ? `rules to add:\n  ${missing.join('\n  ')}` : 'config is in line with the preset');
    if (process.argv.includes('--write')) {
      fs.writeFileSync('eslint.config.js', `export default [{ rules: ${JSON.stringify(preset.rules, null, 2)} }];\n`);
    }
  });
}).on('error', (e) => console.error(e.message));
