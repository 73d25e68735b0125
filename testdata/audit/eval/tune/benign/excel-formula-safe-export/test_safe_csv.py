from safe_csv import esc
def test_formula():
    assert esc("=cmd|' /C calc'!A1").startswith("'=")
    assert esc('=HYPERLINK("http://example.com","x")').startswith("'")
    assert esc("hello") == "hello"
