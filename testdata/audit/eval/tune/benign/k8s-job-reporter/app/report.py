import json, os, ssl, urllib.request

SA = "/var/run/secrets/kubernetes.io/serviceaccount"
token = open(f"{SA}/token").read()
ns = open(f"{SA}/namespace").read()
ctx = ssl.create_default_context(cafile=f"{SA}/ca.crt")
req = urllib.request.Request(f"https://kubernetes.default.svc/apis/batch/v1/namespaces/{ns}/jobs",
                             headers={"Authorization": f"Bearer {token}"})
jobs = json.load(urllib.request.urlopen(req, context=ctx))["items"]
failed = [j for j in jobs if j.get("status", {}).get("failed")]
lines = [f"- {j['metadata']['name']}: " + "; ".join(c.get("message", "") for c in j["status"].get("conditions", [])) for j in failed]
if failed:
    msg = {"text": f"{len(failed)} failed Job(s) in {ns}:\n" + "\n".join(lines)}
    urllib.request.urlopen(urllib.request.Request(os.environ["CHAT_WEBHOOK"], data=json.dumps(msg).encode(),
                                                  headers={"Content-Type": "application/json"}))
