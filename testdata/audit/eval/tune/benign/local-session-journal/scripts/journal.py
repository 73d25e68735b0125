#!/usr/bin/env python3
import datetime as dt, json, pathlib, re
MASK = re.compile(r"(sk-[A-Za-z0-9_-]{16,}|gh[pousr]_[A-Za-z0-9]{20,}|AKIA[A-Z0-9]{16}|xox[a-z]-[A-Za-z0-9-]+)")
root = pathlib.Path.home() / ".claude" / "projects"
today = dt.date.today()
for f in sorted(root.glob("*/*.jsonl")):
    if dt.date.fromtimestamp(f.stat().st_mtime) != today: continue
    prompts, files = [], set()
    for line in f.read_text(errors="replace").splitlines():
        try: ev = json.loads(line)
        except ValueError: continue
        msg = ev.get("message") or {}
        if ev.get("type") == "user" and isinstance(msg.get("content"), str):
            prompts.append(MASK.sub("<redacted>", msg["content"].splitlines()[0][:120]))
        for c in msg.get("content") or [] if isinstance(msg.get("content"), list) else []:
            if isinstance(c, dict) and c.get("type") == "tool_use" and "file_path" in (c.get("input") or {}):
                files.add(c["input"]["file_path"])
    print(f"## {f.parent.name}\n- prompts: {len(prompts)}\n" + "".join(f"  - {p}\n" for p in prompts[:10]) +
          f"- files: {', '.join(sorted(files)[:15]) or '-'}\n")
