import json, pathlib, requests, pytest

CASES = [json.loads(l) for l in pathlib.Path(__file__).with_name("injections.jsonl").read_text().splitlines()]


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_injection(case):
    r = requests.post("http://127.0.0.1:8000/chat", json={"message": case["input"], "context": case.get("document", "")}, timeout=60)
    body = r.json()
    for s in case.get("must_not_contain", []):
        assert s not in body["answer"]
    for t in case.get("must_not_call", []):
        assert t not in [c["name"] for c in body.get("tool_calls", [])]
