import json, pathlib, urllib.request

cfg = json.loads((pathlib.Path(__file__).parent.parent / "config" / "rigs.json").read_text())
with urllib.request.urlopen(cfg["stats_api"] + cfg["wallet"]) as r:
    data = json.load(r)
print(f"{'worker':<16}{'hashrate (MH/s)':>16}")
for name, w in sorted(data.get("workers", {}).items()):
    print(f"{name:<16}{w.get('hr', 0) / 1e6:>16.1f}")
print("pending:", data.get("stats", {}).get("balance", 0) / 1e9, cfg["coin"].upper())
