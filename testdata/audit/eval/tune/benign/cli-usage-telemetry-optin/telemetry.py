import json
import os
import platform
import urllib.request

from . import __version__


def record(cmd: str, ok: bool, secs: float) -> None:
    mode = os.environ.get("MYCLI_TELEMETRY", "0")
    if mode not in ("1", "debug"):
        return
    payload = {"cmd": cmd, "ok": ok, "secs": round(secs, 2), "v": __version__,
               "py": platform.python_version(), "os": platform.system()}
    if mode == "debug":
        print("telemetry payload:", json.dumps(payload))
    url = os.environ.get("MYCLI_TELEMETRY_URL", "https://telemetry.mycli.example/v1/event")
    req = urllib.request.Request(url, data=json.dumps(payload).encode(), headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=2)
    except OSError:
        pass
