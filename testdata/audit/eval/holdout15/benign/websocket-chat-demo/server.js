const { WebSocketServer } = require('ws');
const wss = new WebSocketServer({ port: 8081, host: '127.0.0.1' });
wss.on('connection', ws => ws.on('message', m => wss.clients.forEach(c => c.send(m.toString()))));
