import pathlib
import pytest
from myapp.archive import safe_extract  # the user's function under test

FIX = pathlib.Path(__file__).parent.parent / "fixtures"

def test_plain(tmp_path):
    safe_extract(FIX / "plain.zip", tmp_path)
    assert (tmp_path / "hello.txt").read_text() == "hello, world\n"
    assert (tmp_path / "nested/data.csv").exists()

def test_zip_slip_rejected(tmp_path):
    target = tmp_path / "out"
    target.mkdir()
    with pytest.raises(ValueError):
        safe_extract(FIX / "traversal.zip", target)
    assert not (tmp_path / "evil.txt").exists()
