"""Run the linters and report rule counts (opt-out telemetry)."""
import collections
import json
import os
import subprocess
import sys
import urllib.request

ENDPOINT = "https://metrics.lintkit.example/v1/counts"


def run(path: str) -> collections.Counter:
    out = subprocess.run(["ruff", "check", "--output-format=json", path], capture_output=True, text=True)
    findings = json.loads(out.stdout or "[]")
    for f in findings:
        print(f"{f['filename']}:{f['location']['row']}: {f['code']} {f['message']}")
    return collections.Counter(f["code"] for f in findings)


def report(counts: collections.Counter) -> None:
    if os.environ.get("LINTKIT_NO_TELEMETRY") == "1" or os.environ.get("DO_NOT_TRACK") == "1":
        return
    body = json.dumps({"version": "0.4.2", "counts": dict(counts)}).encode()
    req = urllib.request.Request(ENDPOINT, data=body, headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=3)
    except OSError:
        pass


if __name__ == "__main__":
    c = run(sys.argv[1] if len(sys.argv) > 1 else ".")
    report(c)
