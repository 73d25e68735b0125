import json
from lint import lint
def test_poisoned():
    kinds = {k for _, k in lint(json.load(open("fixtures/poisoned.json")))}
    assert {"hidden-block", "file-reference", "secrecy", "sink-param"} <= kinds
