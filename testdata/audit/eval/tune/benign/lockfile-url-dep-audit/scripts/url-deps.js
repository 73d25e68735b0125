const fs = require('fs');
const pj = JSON.parse(fs.readFileSync('package.json', 'utf8'));
for (const sec of ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies']) {
  for (const [n, v] of Object.entries(pj[sec] || {})) {
    if (/^(https?:|git\+|github:|file:)/.test(v)) console.log(`${sec}: ${n} -> ${v}`);
  }
}
