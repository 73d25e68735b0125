from ._core import moving_sum  # noqa: F401
