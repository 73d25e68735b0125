import { Wallet } from 'ethers';
import fs from 'node:fs';
const w = Wallet.createRandom();
fs.writeFileSync('wallet.testnet.json', JSON.stringify({ address: w.address, privateKey: w.privateKey }), { mode: 0o600 });
console.log('address:', w.address);
