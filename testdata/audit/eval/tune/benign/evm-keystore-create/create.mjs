import { Wallet } from 'ethers';
import { writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import readline from 'node:readline';

function askHidden(q) {
  return new Promise((res) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    rl._writeToOutput = () => {};
    process.stdout.write(q);
    rl.question('', (a) => { rl.close(); process.stdout.write('\n'); res(a); });
  });
}

const out = process.argv[2] || 'keystores/deployer.json';
if (existsSync(out)) throw new Error(`${out} exists; refusing to overwrite`);
const pw = await askHidden('keystore password: ');
if (pw.length < 12) throw new Error('use at least 12 characters');
const wallet = Wallet.createRandom();
const json = await wallet.encrypt(pw);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, json, { mode: 0o600 });
console.log(`address ${wallet.address}\nkeystore ${out}`);
