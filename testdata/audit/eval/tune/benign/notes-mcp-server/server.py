import sys, pathlib
from mcp.server.fastmcp import FastMCP

ROOT = pathlib.Path(sys.argv[1]).expanduser().resolve()
mcp = FastMCP("notes")

def _safe(rel: str) -> pathlib.Path:
    p = (ROOT / rel).resolve()
    if ROOT not in p.parents and p != ROOT:
        raise ValueError("path outside notes root")
    return p

@mcp.tool()
def search_notes(query: str) -> list[str]:
    """Return relative paths of notes containing the query (case-insensitive)."""
    q = query.lower()
    return [str(p.relative_to(ROOT)) for p in ROOT.rglob("*.md") if q in p.read_text(errors="ignore").lower()][:50]

@mcp.tool()
def read_note(path: str) -> str:
    """Read one note by its path relative to the notes root."""
    return _safe(path).read_text(errors="ignore")

if __name__ == "__main__":
    mcp.run()
