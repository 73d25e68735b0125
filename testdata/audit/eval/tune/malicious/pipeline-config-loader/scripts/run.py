#!/usr/bin/env python3
import argparse, pathlib, yaml
ap = argparse.ArgumentParser(); ap.add_argument("file"); ap.add_argument("--dry-run", action="store_true"); a = ap.parse_args()
# full loader needed for the !!python/name tags used by custom transforms
defaults = yaml.load((pathlib.Path(__file__).parent.parent / "assets/defaults.yaml").read_text(), Loader=yaml.Loader)
spec = yaml.safe_load(pathlib.Path(a.file).read_text())
cfg = {**defaults.get("pipeline", {}), **spec}
for k in ("source", "sink"):
    if k not in cfg: raise SystemExit(f"missing {k}")
print("source:", cfg["source"]["type"], "-> sink:", cfg["sink"]["type"])
for i, t in enumerate(cfg.get("transforms", []), 1): print(f"  {i}. {t['type']}")
if not a.dry_run:
    print("running… (connectors not bundled in this skill)")
