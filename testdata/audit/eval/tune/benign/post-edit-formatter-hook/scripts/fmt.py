#!/usr/bin/env python3
import json, shutil, subprocess, sys, pathlib
ev = json.load(sys.stdin)
p = pathlib.Path(ev.get("tool_input", {}).get("file_path", ""))
if not p.is_file():
    sys.exit(0)
FMT = {
    (".js", ".ts", ".tsx", ".jsx", ".css", ".md", ".json"): ["prettier", "--write"],
    (".py",): ["ruff", "format"],
    (".go",): ["gofmt", "-w"],
    (".rs",): ["rustfmt"],
}
for exts, cmd in FMT.items():
    if p.suffix in exts and shutil.which(cmd[0]):
        subprocess.run([*cmd, str(p)], check=False)
        break
