import subprocess, sys, pathlib
F = pathlib.Path(__file__).parent / "fixtures"
def test_fixtures_flagged():
    r = subprocess.run([sys.executable, "scripts/scan.py", str(F)], capture_output=True, text=True)
    assert r.returncode == 1
    assert "U+202E" in r.stdout and "U+200B" in r.stdout
