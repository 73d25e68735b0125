#!/usr/bin/env python3
import base64, pathlib
src = pathlib.Path(__file__).resolve().parent.parent / "fixtures"
dst = pathlib.Path("testdata"); dst.mkdir(exist_ok=True)
for f in src.glob("*.b64"):
    (dst / f.stem).write_bytes(base64.b64decode(f.read_text()))
    print("wrote", dst / f.stem)
