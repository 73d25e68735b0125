#!/usr/bin/env node
const fs = require('fs');
const want = fs.readFileSync('.env.example', 'utf8').split('\n').map(l => l.split('=')[0]).filter(Boolean);
const have = new Set(fs.readFileSync('.env', 'utf8').split('\n').map(l => l.split('=')[0]));
for (const k of want) if (!have.has(k)) console.log('missing', k);
