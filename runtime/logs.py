"""Named logs, as PyTorch's `TORCH_LOGS`: `AOTGRAD_LOGS=graph_breaks,compiled_autograd`.

`AOTGRAD_LOGS` (read once, at import) is a comma-separated list of log names; `with
aotgrad.logs("graph_breaks"):` turns logs on for a block (a context variable, so threads and
tasks keep their own). `enabled(name)` says whether a log is on, `log(name, text)` prints `text`
to stderr, each line prefixed with the log's name, when it is. A name may imply others
(`compiled_autograd_verbose` prints what `compiled_autograd` prints, and more). An unknown name
in `AOTGRAD_LOGS` is reported once, with the names there are; in code it is a `ValueError`.
"""
from __future__ import annotations

import contextlib
import contextvars
import os
import sys

#: log name -> what it prints
NAMES = {
    "graph_breaks": "each graph break of a compiled function: its reason and user location",
    "compiled_autograd": "each backward graph compiled autograd captures",
    "compiled_autograd_verbose": "compiled_autograd, and why its cache missed",
}
#: log name -> the logs it turns on as well
IMPLIES = {"compiled_autograd_verbose": ("compiled_autograd",)}


def _closed(names) -> frozenset[str]:
    out = set()
    for name in names:
        out.add(name)
        out.update(IMPLIES.get(name, ()))
    return frozenset(out)


def _from_environment() -> frozenset[str]:
    names = [n.strip() for n in os.environ.get("AOTGRAD_LOGS", "").split(",") if n.strip()]
    unknown = [n for n in names if n not in NAMES]
    if unknown:
        print(f"aotgrad: AOTGRAD_LOGS names unknown logs {', '.join(unknown)} (logs:"
              f" {', '.join(NAMES)})", file=sys.stderr)
    return _closed(n for n in names if n in NAMES)


_ON = contextvars.ContextVar("aotgrad_logs", default=_from_environment())


def enabled(name: str) -> bool:
    """Whether log `name` is on."""
    return name in _ON.get()


def log(name: str, text: str) -> None:
    """Print `text` to stderr as log `name` (each line prefixed `[aotgrad:name]`), if it is on."""
    if name in _ON.get():
        prefix = f"[aotgrad:{name}] "
        print("\n".join(prefix + line for line in text.splitlines() or [""]), file=sys.stderr)


@contextlib.contextmanager
def logs(*names: str):
    """`with aotgrad.logs("graph_breaks"):` turns the named logs on inside the block."""
    unknown = [n for n in names if n not in NAMES]
    if unknown:
        raise ValueError(f"unknown logs {', '.join(map(repr, unknown))} (logs:"
                         f" {', '.join(NAMES)})")
    token = _ON.set(_ON.get() | _closed(names))
    try:
        yield
    finally:
        _ON.reset(token)
