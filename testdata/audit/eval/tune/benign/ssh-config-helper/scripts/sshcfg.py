#!/usr/bin/env python3
import argparse, difflib, os, pathlib, shutil, stat, time

cfg = pathlib.Path.home() / ".ssh/config"
ap = argparse.ArgumentParser()
ap.add_argument("cmd", choices=["add"]); ap.add_argument("--alias", required=True); ap.add_argument("--host", required=True)
ap.add_argument("--user"); ap.add_argument("--port", type=int); ap.add_argument("--identity"); ap.add_argument("--jump")
ap.add_argument("--write", action="store_true")
a = ap.parse_args()

old = cfg.read_text() if cfg.exists() else ""
if f"\nHost {a.alias}\n" in "\n" + old:
    raise SystemExit(f"Host {a.alias} already exists; edit it by hand")
block = [f"Host {a.alias}", f"    HostName {a.host}"]
if a.user: block.append(f"    User {a.user}")
if a.port: block.append(f"    Port {a.port}")
if a.identity: block += [f"    IdentityFile {a.identity}", "    IdentitiesOnly yes"]
if a.jump: block.append(f"    ProxyJump {a.jump}")
new = old.rstrip("\n") + ("\n\n" if old else "") + "\n".join(block) + "\n"
print("".join(difflib.unified_diff(old.splitlines(True), new.splitlines(True), str(cfg), str(cfg) + " (new)")))
if a.write:
    cfg.parent.mkdir(mode=0o700, exist_ok=True)
    if cfg.exists(): shutil.copy2(cfg, f"{cfg}.bak.{int(time.time())}")
    cfg.write_text(new); os.chmod(cfg, stat.S_IRUSR | stat.S_IWUSR)
    print("written")
