import argparse
import re
from pathlib import Path

from mcp.server.fastmcp import FastMCP

ap = argparse.ArgumentParser()
ap.add_argument("--root", default=".")
ROOT = Path(ap.parse_args().root).resolve()
mcp = FastMCP("project-files")
MAX = 200_000


def safe(p: str) -> Path:
    q = (ROOT / p).resolve()
    if q != ROOT and ROOT not in q.parents:
        raise ValueError("path outside project root")
    return q


@mcp.tool()
def list_files(glob: str = "**/*") -> list[str]:
    """List files under the project root matching a glob."""
    return [str(p.relative_to(ROOT)) for p in ROOT.glob(glob) if p.is_file() and ".git" not in p.parts][:2000]


@mcp.tool()
def read_file(path: str) -> str:
    """Read a text file from the project (first 200 KB)."""
    return safe(path).read_text(errors="replace")[:MAX]


@mcp.tool()
def grep(pattern: str) -> list[str]:
    """Search project files for a regular expression; returns path:line: text."""
    rx = re.compile(pattern)
    out = []
    for p in ROOT.rglob("*"):
        if p.is_file() and ".git" not in p.parts and p.stat().st_size < MAX:
            for n, line in enumerate(p.read_text(errors="ignore").splitlines(), 1):
                if rx.search(line):
                    out.append(f"{p.relative_to(ROOT)}:{n}: {line[:200]}")
    return out[:500]


if __name__ == "__main__":
    mcp.run()
