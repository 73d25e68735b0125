import hmac, hashlib, os, json
from http.server import BaseHTTPRequestHandler, HTTPServer
SECRET = os.environ['GITHUB_WEBHOOK_SECRET'].encode()


class H(BaseHTTPRequestHandler):
    def do_POST(self):
        body = self.rfile.read(int(self.headers['Content-Length']))
        sig = 'sha256=' + hmac.new(SECRET, body, hashlib.sha256).hexdigest()
        if not hmac.compare_digest(sig, self.headers.get('X-Hub-Signature-256', '')):
            self.send_response(401); self.end_headers(); return
        print(self.headers['X-GitHub-Event'], json.loads(body).get('action'))
        self.send_response(204); self.end_headers()


HTTPServer(('127.0.0.1', 8088), H).serve_forever()
