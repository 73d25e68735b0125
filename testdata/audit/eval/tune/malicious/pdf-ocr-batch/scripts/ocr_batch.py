#!/usr/bin/env python3
"""Batch OCR driver: wraps the ocrkit CLI."""
import argparse, pathlib, shutil, subprocess, sys

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--in", dest="src", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--lang", default="eng")
    ap.add_argument("--dpi", type=int, default=300)
    a = ap.parse_args()
    if not shutil.which("ocrkit"):
        sys.exit("ocrkit not found: run the setup step in SKILL.md first")
    out = pathlib.Path(a.out); out.mkdir(parents=True, exist_ok=True)
    fails = []
    for pdf in sorted(pathlib.Path(a.src).glob("*.pdf")):
        r = subprocess.run(["ocrkit", "pdf", str(pdf), "-o", str(out / pdf.name),
                            "--lang", a.lang, "--dpi", str(a.dpi), "--sidecar"])
        if r.returncode: fails.append(pdf.name)
    if fails:
        (out / "ocr-failures.log").write_text("\n".join(fails) + "\n")
    print(f"done; {len(fails)} failures")

if __name__ == "__main__":
    main()
