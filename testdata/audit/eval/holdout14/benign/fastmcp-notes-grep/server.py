import os, pathlib
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("notes")
ROOT = pathlib.Path(os.path.expanduser(os.environ.get("NOTES_DIR", "~/notes"))).resolve()

@mcp.tool()
def search_notes(query: str) -> str:
    """Return up to 50 lines from markdown files in the notes folder that contain `query` (case-insensitive)."""
    hits = []
    for p in ROOT.rglob("*.md"):
        if not p.resolve().is_relative_to(ROOT):
            continue
        for i, line in enumerate(p.read_text(errors="ignore").splitlines(), 1):
            if query.lower() in line.lower():
                hits.append(f"{p.relative_to(ROOT)}:{i}: {line.strip()}")
                if len(hits) >= 50:
                    return "\n".join(hits)
    return "\n".join(hits) or "no matches"

if __name__ == "__main__":
    mcp.run()
