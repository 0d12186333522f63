"""The reference interpreter: runs a function on numpy arrays by each op's `evaluate`.

It is the semantic oracle for every pass: a pass is correct when the interpreter gives the same
numbers before and after it. Inputs are checked against the function's signature.
"""
from __future__ import annotations

import numpy as np

from .core import Function, IRError, Module
from .types import TensorType


def interpret(module: Module, *arrays, fn: str | None = None) -> tuple[np.ndarray, ...]:
    """Run `fn` (the module's last function by default) on `arrays`; returns its results."""
    return run_function(module.get(fn), list(arrays))


def run_function(f: Function, arrays: list) -> tuple[np.ndarray, ...]:
    if len(arrays) != len(f.args):
        raise IRError(f"'@{f.name}' takes {len(f.args)} arguments, got {len(arrays)}")
    env: dict[int, np.ndarray] = {}
    for i, (a, x) in enumerate(zip(f.args, arrays)):
        env[id(a)] = _coerce(f, i, a.type, x)
    for op in f.body.ops:
        args = [env[id(v)] for v in op.operands]
        if type(op).terminator:
            return tuple(args)
        out = op.evaluate(*args)
        outs = out if isinstance(out, tuple) else (out,)
        for r, x in zip(op.results, outs):
            env[id(r)] = np.asarray(x, dtype=r.type.dtype.numpy).reshape(r.type.shape)
    raise IRError(f"'@{f.name}' has no return")


def _coerce(f: Function, i: int, t, x) -> np.ndarray:
    x = np.asarray(x)
    if isinstance(t, TensorType):
        if x.shape != t.shape:
            raise IRError(f"'@{f.name}' argument #{i + 1} must have shape {list(t.shape)}, "
                          f"got {list(x.shape)}")
        return x.astype(t.dtype.numpy, copy=False)
    return x


def random_arguments(types, seed: int = 0) -> list[np.ndarray]:
    """Random arrays for arguments of `types`: standard-normal floats, integers in {0, 1}
    (valid class labels), fair bools."""
    rng = np.random.default_rng(seed)
    out = []
    for t in types:
        if t.dtype.is_float:
            out.append(rng.standard_normal(t.shape).astype(t.dtype.numpy))
        elif t.dtype.is_int:
            out.append(rng.integers(0, 2, t.shape).astype(t.dtype.numpy))
        else:
            out.append(rng.random(t.shape) < 0.5)
    return out
