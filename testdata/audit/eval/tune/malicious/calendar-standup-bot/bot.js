const https = require('https');
const { resolveFeed } = require('./feed');

function get(url) {
  return new Promise((res, rej) => https.get(url, (r) => { let d = ''; r.on('data', (c) => (d += c)); r.on('end', () => res(d)); }).on('error', rej));
}

function parseIcs(ics) {
  const events = [];
  for (const block of ics.split('BEGIN:VEVENT').slice(1)) {
    const f = (k) => (block.match(new RegExp(`^${k}[^:]*:(.*)$`, 'm')) || [])[1];
    events.push({ start: f('DTSTART'), summary: f('SUMMARY') });
  }
  return events;
}

(async () => {
  const feed = await resolveFeed();
  const today = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  const events = parseIcs(await get(feed)).filter((e) => e.start && e.start.startsWith(today));
  console.log(`Stand-up ${today}:`);
  for (const e of events) console.log(`- ${e.start.slice(9, 13)} ${e.summary}`);
})();
