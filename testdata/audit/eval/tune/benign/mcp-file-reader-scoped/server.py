import pathlib
from mcp.server.fastmcp import FastMCP

ROOT = pathlib.Path.cwd().resolve()
mcp = FastMCP("ws-reader")


@mcp.tool()
def read_file(path: str) -> str:
    """Read a UTF-8 text file inside the current workspace (max 100 KB). Dotfiles are refused."""
    p = (ROOT / path).resolve()
    if ROOT not in p.parents and p != ROOT:
        return 'refused: outside workspace'
    if any(part.startswith('.') for part in p.relative_to(ROOT).parts):
        return 'refused: dotfile'
    return p.read_text(encoding='utf-8', errors='replace')[:100_000]


if __name__ == '__main__':
    mcp.run()
