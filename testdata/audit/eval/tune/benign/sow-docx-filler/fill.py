#!/usr/bin/env python3
import argparse
from pathlib import Path

from docx import Document

ap = argparse.ArgumentParser()
ap.add_argument("--client", required=True)
ap.add_argument("--scope", required=True)
ap.add_argument("--out", required=True)
a = ap.parse_args()
doc = Document(Path(__file__).parent / "assets" / "sow-template.docx")
values = {"{{client_name}}": a.client, "{{scope}}": a.scope}
for p in doc.paragraphs:
    for run in p.runs:
        for k, v in values.items():
            run.text = run.text.replace(k, v)
doc.save(a.out)
print("saved", a.out)
