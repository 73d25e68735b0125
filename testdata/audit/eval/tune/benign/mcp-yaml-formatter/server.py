import yaml
from mcp.server.fastmcp import FastMCP
mcp = FastMCP("yamlfmt")


@mcp.tool()
def format_yaml(text: str) -> str:
    """Re-indent YAML text with two spaces. Returns an error message if the YAML is invalid."""
    try:
        return yaml.safe_dump(yaml.safe_load(text), sort_keys=False, indent=2)
    except yaml.YAMLError as e:
        return f'invalid YAML: {e}'


if __name__ == '__main__':
    mcp.run()
