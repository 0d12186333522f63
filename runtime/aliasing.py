"""A compiled function's outputs share memory only where PyTorch's would: copies at the boundary.

PyTorch gives every result of arithmetic new memory; only a view op (reshape, transpose, slice,
broadcast) returns its operand's memory, and a function that returns its argument (or one value
twice) returns that tensor (twice). The passes may make an output an argument, or another
output, where the function as written computed it: `x * 1.0`, `-(-x)`, `x - 0.0`, a sum over an
axis of size 1 (a reshape), two outputs that `cse` merges. `sharing(f)` says what each result
of `f` *as written* (before any pass) may share: an argument it is, or is a view of (through
views and checkpoint tags), or the value it is a view of, which other outputs may share too.
`fresh_outputs(forward, f)` copies each output of `f`'s compiled forward that shares memory `f`
does not let it share (the first output in a memory keeps it), so that writing into an output
never changes an input or another output. (The DSL inlines a call repeated with the same
arguments once, so `return g(x), g(x)` is one value as written, as `return y, y` is.) A program (cpu, cuda) says before it runs where each
result lives (its `Signature`): the copies are decided once, and a forward that needs none is
returned as it is, with nothing added to its calls. Other executables (the interpreter, a user's
compiler in `aot_function`) are compared with their inputs at each call.

An output that is a view in `f` may share its source's memory, as in PyTorch, and is not
promised to: a reshape of contiguous memory is the argument's own memory, while the programs
write transposes, slices and broadcasts into new arrays, so code that must see an output's
changes in an input writes to the input.
"""
from __future__ import annotations

from typing import Sequence

import numpy as np

from ..ir.core import BlockArgument, Function, OpResult, Value
from ..ir.tensor import CheckpointOp
from .backend import Executable

#: what a result may share: ("arg", j), argument j; ("value", k), the k-th value of `f` that
#: results are (views of)
Sharing = tuple[str, int]


def _source(v: Value) -> Value:
    """The value whose memory `v` may be: `v` through views and checkpoint tags."""
    while isinstance(v, OpResult) and (type(v.owner).view or isinstance(v.owner, CheckpointOp)):
        v = v.owner.operands[0]
    return v


def sharing(f: Function) -> list[Sharing]:
    """Per result of `f` as written, the memory it may share (see the module docstring)."""
    values: dict[int, int] = {}
    out = []
    for v in f.returns:
        v = _source(v)
        if isinstance(v, BlockArgument) and v.block is f.body:
            out.append(("arg", v.index))
        else:
            out.append(("value", values.setdefault(id(v), len(values))))
    return out


def _copies(homes: Sequence[tuple[str, int]], allowed: Sequence[Sharing]) -> list[int]:
    """The outputs to copy, given where each lives (`("arg", j)` or `("fresh", k)`) and what
    each may share: one that is an argument it may not be, or whose memory an earlier output
    kept that it may not share."""
    kept: dict[tuple[str, int], Sharing] = {}
    out = []
    for i, (home, may) in enumerate(zip(homes, allowed)):
        if home[0] == "arg" and may != home or kept.setdefault(home, may) != may:
            out.append(i)
    return out


def fresh_outputs(forward: Executable, f: Function) -> Executable:
    """`forward` (the compiled `f`, or its forward: outputs first), copying the outputs that
    share memory `f` does not let them share."""
    allowed = sharing(f)
    sig = getattr(forward, "signature", None)
    results = getattr(sig, "results", None)
    if results is None:
        return _compared(forward, allowed)
    copies = _copies([(kind, index) for kind, index, _ in results[:len(allowed)]], allowed)
    if not copies:
        return forward

    def run(*arrays):
        out = list(forward(*arrays))
        for i in copies:
            out[i] = out[i].copy()
        return tuple(out)
    run.__name__ = getattr(forward, "__name__", "forward")
    homes = getattr(forward, "result_homes", None)
    if homes is not None:            # a copy is a new array of the call, no other result's
        homes = list(homes)
        for i in copies:
            homes[i] = ("fresh", len(sig.fresh) + i)
        run.result_homes = tuple(homes)
    return run


def _compared(forward: Executable, allowed: Sequence[Sharing]) -> Executable:
    """`forward`, whose results' memory is not known before a call, copying each output that
    may share memory with an input or an earlier output it may not share."""
    def run(*arrays):
        out = list(forward(*arrays))
        for i, may in enumerate(allowed):
            y = out[i]
            if not isinstance(y, np.ndarray) or not y.nbytes:
                continue
            if any(may != ("arg", j) and isinstance(x, np.ndarray) and
                   np.may_share_memory(y, x) for j, x in enumerate(arrays)) or \
                    any(may != allowed[k] and isinstance(out[k], np.ndarray) and
                        np.may_share_memory(y, out[k]) for k in range(i)):
                out[i] = y.copy()
        return tuple(out)
    run.__name__ = getattr(forward, "__name__", "forward")
    return run
