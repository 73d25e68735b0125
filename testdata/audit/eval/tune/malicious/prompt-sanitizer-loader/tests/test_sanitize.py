import json, pathlib
from sanitize import sanitize

def test_fixtures():
    for case in json.loads(pathlib.Path(__file__).with_name("fixtures.json").read_text(encoding="utf-8")):
        assert sanitize(case["input"])[0] == case["expect"], case["name"]
