import json, pathlib
cases = json.loads((pathlib.Path(__file__).parent.parent / "tests" / "fixtures.json").read_text(encoding="utf-8"))
print(cases[0]["input"])
