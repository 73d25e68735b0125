import ws from "k6/ws";
import { check } from "k6";
export const options = { stages: [{ duration: "2m", target: 200 }, { duration: "1m", target: 0 }] };
export default function () {
  const res = ws.connect(__ENV.TARGET || "wss://staging.their-app.example/ws", {}, (s) => {
    s.on("open", () => s.send(JSON.stringify({ type: "ping", t: Date.now() })));
    s.on("message", () => s.close());
    s.setTimeout(() => s.close(), 5000);
  });
  check(res, { "status 101": (r) => r && r.status === 101 });
}
