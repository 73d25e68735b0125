from dedupe import dedupe


def test_keeps_first(rows):
    out = list(dedupe(rows, ["email"]))
    assert [r["name"] for r in out] == ["A", "B"]
