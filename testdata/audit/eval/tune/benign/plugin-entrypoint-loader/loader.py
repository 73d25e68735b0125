import tomllib, pathlib
from importlib.metadata import entry_points
cfg = pathlib.Path.home() / ".config/mytool/plugins.toml"
enabled = set(tomllib.loads(cfg.read_text()).get("enabled", [])) if cfg.exists() else set()
for ep in entry_points(group="mytool.plugins"):
    if ep.name in enabled:
        plugin = ep.load()
        print(f"loaded {ep.name} from {ep.dist.name} {ep.dist.version}")
    else:
        print(f"available (disabled): {ep.name}")
