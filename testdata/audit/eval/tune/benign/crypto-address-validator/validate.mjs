import { keccak256 } from 'js-sha3';

const [addr, expected] = process.argv.slice(2);

function evmChecksumOk(a) {
  const hex = a.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return 'no checksum (all one case)';
  const h = keccak256(hex.toLowerCase());
  return [...hex].every((c, i) => (/[a-f]/i.test(c) ? (parseInt(h[i], 16) >= 8) === (c === c.toUpperCase()) : true)) ? 'valid' : 'INVALID';
}

let kind = 'unknown';
if (/^0x[0-9a-fA-F]{40}$/.test(addr)) kind = `EVM, checksum ${evmChecksumOk(addr)}`;
else if (/^bc1[02-9ac-hj-np-z]{11,71}$/.test(addr)) kind = 'Bitcoin bech32 (checksum not verified here)';
else if (/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(addr)) kind = 'base58 (Solana or legacy BTC)';
console.log('format:', kind);

if (expected) {
  const diff = [...addr].map((c, i) => (c === expected[i] ? ' ' : '^')).join('');
  console.log(addr + '\n' + expected + '\n' + diff);
  console.log(addr === expected ? 'MATCH' : 'MISMATCH - do not send');
}
