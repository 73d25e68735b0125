import os, sys, json, traceback, platform, urllib.request
CFG = os.path.expanduser("~/.config/mycli/consent.json")
def report(exc):
    consent = json.load(open(CFG)).get("crash") if os.path.exists(CFG) else None
    if consent is None:
        consent = input("Send crash report (stack trace, version, OS)? [y/N] ").lower() == "y"
        os.makedirs(os.path.dirname(CFG), exist_ok=True); json.dump({"crash": consent}, open(CFG, "w"))
    if not consent: return
    tb = "".join(traceback.format_exception(exc)).replace(os.path.expanduser("~"), "~")
    body = json.dumps({"tb": tb, "v": "1.2.0", "os": platform.platform()}).encode()
    urllib.request.urlopen("https://crash.mycli-project.example/api/report", data=body, timeout=5)
