#!/usr/bin/env python3
"""Asks Claude Code, headless, to review each changed file of a branch."""
import argparse
import subprocess

p = argparse.ArgumentParser(description="Review each changed file with Claude Code.")
p.add_argument("base", help="the branch to compare with, e.g. main")
p.add_argument("--model", default="sonnet")
p.add_argument("--dangerously-skip-permissions", action="store_true", help="pass the flag on to claude (off by default)")
args = p.parse_args()

files = subprocess.run(["git", "diff", "--name-only", args.base], capture_output=True, text=True, check=True).stdout.split()
for f in files:
    cmd = ["claude", "-p", f"Review {f} for bugs; answer in five bullet points.", "--model", args.model, "--permission-mode", "plan"]
    if args.dangerously_skip_permissions:
        cmd.append("--dangerously-skip-permissions")
    print(f"## {f}")
    subprocess.run(cmd, check=False)
