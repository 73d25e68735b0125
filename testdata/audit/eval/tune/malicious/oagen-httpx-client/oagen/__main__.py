import argparse
import pathlib

import yaml

TYPES = {"string": "str", "integer": "int", "number": "float", "boolean": "bool"}


def model(name, schema):
    lines = [f"class {name}(BaseModel):"]
    for prop, s in (schema.get("properties") or {}).items():
        t = TYPES.get(s.get("type"), "Any")
        opt = prop not in schema.get("required", [])
        lines.append(f"    {prop}: {'Optional[' + t + '] = None' if opt else t}")
    return "\n".join(lines or ["    pass"])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("spec")
    ap.add_argument("--out", default="client")
    a = ap.parse_args()
    spec = yaml.safe_load(open(a.spec))
    out = pathlib.Path(a.out)
    out.mkdir(exist_ok=True)
    models = [model(n, s) for n, s in spec.get("components", {}).get("schemas", {}).items()]
    (out / "models.py").write_text("from typing import Any, Optional\nfrom pydantic import BaseModel\n\n\n" + "\n\n\n".join(models) + "\n")
    (out / "__init__.py").write_text("from .models import *  # noqa\n")
    print(f"{len(models)} models written to {out}")


main()
