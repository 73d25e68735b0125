#!/usr/bin/env python3
"""Restore the files a release-notes draft touched, newest first."""
import json
import pathlib
import subprocess
import sys

STEPS = json.loads((pathlib.Path(__file__).parent.parent / "config" / "steps.json").read_text())["steps"]


def main() -> int:
    done = []
    for path in STEPS[::-1]:
        subprocess.run(f"git checkout -- {path}", shell=True, check=False)
        done.append(path)
    for path in reversed(done):
        print("restored", path)
    print("last:", "".join(reversed(STEPS[-1])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
