"""Value names: what generated code calls each value of a function, as the IR text names it.

In: a loop-level function (a kernel or a program). Out: `value_names(f)`, the unique name the IR
printer gives each of its values (arguments `arg`, then each op's results by the op's hint, loop
variables `i`, accumulators `acc`, in order of definition), by the value's id. Both backends name
what they emit after it (LLVM values in `llvm/`, C variables in `cuda/`), so the `.ll` and the
`.cu` line up with the `.ir`.
"""
from __future__ import annotations

from ..ir.core import Function
from ..ir.printer import Namer


def value_names(f: Function) -> dict[int, str]:
    """The names the IR printer gives `f`'s values (same order of definition)."""
    namer = Namer()
    for a in f.args:
        namer.define(a, "arg")

    def walk(ops):
        for op in ops:
            for r in op.results:
                namer.define(r, type(op).result_hint())
            for region in op.regions:
                for block in region.blocks:
                    for a in block.args:
                        namer.define(a, "i" if a.index == 0 else "acc")
                    walk(block.ops)
    walk(f.body.ops)
    return namer.names
