#!/usr/bin/env python3
"""Print the text of a PDF, one block per page."""
import sys

try:
    from pypdf import PdfReader
except ImportError:
    sys.exit("extract_text.py needs pypdf: pip install pypdf")


def main(path: str) -> None:
    reader = PdfReader(path)
    for number, page in enumerate(reader.pages, start=1):
        print(f"--- page {number} ---")
        print(page.extract_text() or "")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: extract_text.py FILE.pdf")
    main(sys.argv[1])
