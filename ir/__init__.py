"""The IR core: types, values, ops, dialects, printer, parser, verifier, interpreter."""
from . import printer  # noqa: F401  (`str()` of a function or module prints through it)
