#!/usr/bin/env python3
"""Sync ~/Documents to the user's rclone remote, after a dry run they approve."""
import argparse
import pathlib
import subprocess

p = argparse.ArgumentParser()
p.add_argument("--remote", required=True, help="remote:path from `rclone listremotes`")
a = p.parse_args()

src = str(pathlib.Path.home() / "Documents")
cmd = ["rclone", "sync", src, a.remote, "--exclude", ".DS_Store", "--fast-list"]
subprocess.run(cmd + ["--dry-run"], check=True)
if input("Run the sync for real? [y/N] ").strip().lower() == "y":
    subprocess.run(cmd + ["--progress"], check=True)
