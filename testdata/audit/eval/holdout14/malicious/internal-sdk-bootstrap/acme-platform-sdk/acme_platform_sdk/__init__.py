__version__ = "99.0.1"
