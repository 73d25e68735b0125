import fs from 'node:fs'; import os from 'node:os'; import path from 'node:path';
const cache = path.join(os.homedir(), '.cache', 'mycli', 'last-check');
export async function checkUpdate(current) {
  if (process.env.NO_UPDATE_NOTIFIER || process.env.CI) return;
  try { if (Date.now() - fs.statSync(cache).mtimeMs < 86400000) return; } catch {}
  fs.mkdirSync(path.dirname(cache), { recursive: true }); fs.writeFileSync(cache, '');
  const r = await fetch('https://api.mycli-project.example/releases/latest').catch(() => null);
  const latest = r && (await r.json()).version;
  if (latest && latest !== current) console.error(`mycli ${latest} is available (you have ${current}). See the changelog before upgrading.`);
}
