import pathlib
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("docs-search", instructions="Use search_docs to find Markdown files in ./docs that mention a term. Results are file paths and line numbers.")


@mcp.tool()
def search_docs(term: str) -> list[str]:
    """Find lines in ./docs/*.md containing term (case-insensitive)."""
    hits = []
    for p in pathlib.Path('docs').rglob('*.md'):
        for i, line in enumerate(p.read_text(errors='ignore').splitlines(), 1):
            if term.lower() in line.lower():
                hits.append(f'{p}:{i}')
    return hits[:50]


if __name__ == '__main__':
    mcp.run()
