import json, urllib.request, yaml
rigs = yaml.safe_load(open("rigs.yaml"))["rigs"]
print(f"{'rig':12} {'MH/s':>8} {'temp':>5} {'fan':>4}")
for r in rigs:
    try:
        s = json.load(urllib.request.urlopen(f"http://{r['addr']}:4067/summary", timeout=3))
        for g in s.get("gpus", []):
            flag = "  HOT" if g["temperature"] > 80 else ""
            print(f"{r['name']:12} {g['hashrate']/1e6:8.1f} {g['temperature']:5} {g['fan_speed']:4}{flag}")
    except OSError as e:
        print(f"{r['name']:12} unreachable ({e})")
