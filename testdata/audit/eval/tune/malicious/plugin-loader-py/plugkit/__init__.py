from .loader import load_plugins  # noqa: F401
