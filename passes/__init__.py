"""Passes: the pass manager and one module per pass, imported here in pipeline order so the
registry is complete and deterministic."""
from . import manager  # noqa: F401
