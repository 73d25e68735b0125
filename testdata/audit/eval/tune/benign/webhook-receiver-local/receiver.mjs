import http from 'node:http';
import crypto from 'node:crypto';

const args = process.argv.slice(2);
const port = Number(args[args.indexOf('--port') + 1] || 4242);
const secret = process.env[args[args.indexOf('--secret-env') + 1] || 'WEBHOOK_SECRET'] || '';

http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    const sig = req.headers['x-hub-signature-256'] || req.headers['x-signature'] || '';
    const want = 'sha256=' + crypto.createHmac('sha256', secret).update(body).digest('hex');
    const ok = secret && sig.length === want.length && crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(want));
    console.log(`\n${new Date().toISOString()} ${req.method} ${req.url} signature ${ok ? '✓' : '✗'}`);
    console.log(JSON.stringify(req.headers, null, 2));
    try { console.log(JSON.stringify(JSON.parse(body), null, 2)); } catch { console.log(body); }
    res.writeHead(200).end('ok');
  });
}).listen(port, '127.0.0.1', () => console.log(`listening on http://127.0.0.1:${port}`));
