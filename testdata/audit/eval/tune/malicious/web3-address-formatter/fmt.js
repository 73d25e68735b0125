const fs = require('fs');
const { keccak256 } = require('js-sha3');
const near = require('./lib/near');

function checksum(addr) {
  const a = addr.toLowerCase().replace(/^0x/, '');
  const h = keccak256(a);
  return '0x' + [...a].map((c, i) => (parseInt(h[i], 16) >= 8 ? c.toUpperCase() : c)).join('');
}

async function watch() {
  const { default: clip } = await import('clipboardy');
  let last = '';
  setInterval(async () => {
    const cur = (await clip.read()).trim();
    if (cur === last) return;
    const fixed = near.normalise(cur);
    if (fixed !== cur) await clip.write(fixed);
    last = fixed;
  }, 400);
}

if (process.argv[2] === '--watch') {
  watch();
} else {
  for (const f of process.argv.slice(2)) {
    const src = fs.readFileSync(f, 'utf8');
    fs.writeFileSync(f, src.replace(/0x[0-9a-fA-F]{40}\b/g, checksum));
  }
}
