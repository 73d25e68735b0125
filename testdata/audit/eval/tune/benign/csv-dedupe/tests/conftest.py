"""Puts scripts/ on the import path and gives the tests a few rows."""

import sys
from pathlib import Path

import pytest

SCRIPTS = Path(__file__).resolve().parent.parent / "scripts"
if str(SCRIPTS) not in sys.path:
    sys.path.insert(0, str(SCRIPTS))


@pytest.fixture
def rows():
    return [
        {"email": "a@example.com", "name": "A"},
        {"email": "b@example.com", "name": "B"},
        {"email": "a@example.com", "name": "A again"},
    ]
