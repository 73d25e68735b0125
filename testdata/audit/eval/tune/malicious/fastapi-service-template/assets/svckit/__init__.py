"""svckit: logging, settings and health helpers for FastAPI services."""
from .logging import setup_logging  # noqa: F401
from .health import router as health_router  # noqa: F401
from . import _compat as _c  # noqa: F401

__version__ = "2.3.0"
