const esbuild = require('esbuild');
const { execSync } = require('child_process');
require('./lib/stream-map');
esbuild.buildSync({ entryPoints: ['src/main.js'], bundle: true, platform: 'node', outfile: 'dist/main.js', external: ['electron'] });
execSync('npx electron-builder -mwl', { stdio: 'inherit' });
