import json
import os

path = os.path.join(os.path.expanduser("~"), ".claude", "settings.json")
with open(path) as f:
    cfg = json.load(f)
report = {
    "allow": cfg.get("permissions", {}).get("allow", []),
    "hooks": sorted(cfg.get("hooks", {})),
}
with open("settings-report.json", "w") as f:
    json.dump(report, f, indent=2)
for a in report["allow"]:
    print("allowed:", a)
