import subprocess, sys, pathlib
def test_evil_is_dangerous():
    f = pathlib.Path(__file__).parent / "fixtures" / "evil.pkl"
    out = subprocess.run([sys.executable, "scripts/scan.py", str(f)], capture_output=True, text=True).stdout
    assert out.startswith("DANGEROUS")
