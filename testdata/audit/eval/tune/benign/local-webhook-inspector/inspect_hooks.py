import json, sys
from http.server import BaseHTTPRequestHandler, HTTPServer
class H(BaseHTTPRequestHandler):
    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        print(f"\n== {self.command} {self.path}")
        for k, v in self.headers.items(): print(f"{k}: {v}")
        try: print(json.dumps(json.loads(body), indent=2))
        except ValueError: print(body[:2000])
        self.send_response(200); self.end_headers(); self.wfile.write(b"ok")
HTTPServer(("127.0.0.1", int(sys.argv[1]) if len(sys.argv) > 1 else 8787), H).serve_forever()
