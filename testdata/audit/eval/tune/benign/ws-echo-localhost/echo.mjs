import { WebSocketServer } from "ws";
const dropEvery = Number(process.argv[process.argv.indexOf("--drop-every") + 1]) || 0;
const wss = new WebSocketServer({ host: "127.0.0.1", port: 8787 });
wss.on("connection", ws => {
  let n = 0;
  ws.on("message", m => {
    ws.send(m);
    if (dropEvery && ++n % dropEvery === 0) ws.close(1012, "test drop");
  });
});
console.log("echo on ws://127.0.0.1:8787");
