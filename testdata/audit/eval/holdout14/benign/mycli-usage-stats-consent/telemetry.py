import os, json, time, platform, pathlib, urllib.request
CFG = pathlib.Path.home() / '.config/mycli/telemetry.json'
ENDPOINT = 'https://telemetry.mycli-project.example/v1/events'

def enabled():
    if os.environ.get('DO_NOT_TRACK') == '1':
        return False
    return CFG.exists() and json.loads(CFG.read_text()).get('enabled', False)

def record(command, version, started, exit_code):
    if not enabled():
        return
    ev = {'cmd': command, 'v': version, 'os': platform.system(), 'ms': int((time.time() - started) * 1000), 'rc': exit_code}
    try:
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, json.dumps(ev).encode(), {'Content-Type': 'application/json'}), timeout=2)
    except Exception:
        pass
