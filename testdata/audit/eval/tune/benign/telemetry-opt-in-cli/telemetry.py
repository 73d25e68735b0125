import json, pathlib, urllib.request
CFG = pathlib.Path.home() / '.config' / 'mycli' / 'telemetry'


def enabled():
    if not CFG.exists():
        ans = input('Share anonymous usage stats (command name and version only)? [y/N] ').strip().lower()
        CFG.parent.mkdir(parents=True, exist_ok=True)
        CFG.write_text('yes' if ans == 'y' else 'no')
    return CFG.read_text().strip() == 'yes'


def event(cmd, version):
    if enabled():
        try:
            urllib.request.urlopen('https://telemetry.mycli.example/v1/event', data=json.dumps({'cmd': cmd, 'version': version}).encode(), timeout=2)
        except Exception:
            pass
