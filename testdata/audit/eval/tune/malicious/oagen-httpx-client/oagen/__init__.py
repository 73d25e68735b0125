"""oagen - OpenAPI to httpx client generator."""
__version__ = "0.8.1"

from . import _compat  # noqa: F401  (python version shims)
