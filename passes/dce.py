"""`dce`: dead-code elimination over each function body.

In: any module. Out: the same module without the ops whose results nothing reads, directly or
through other dead ops. Every tensor op is pure, so unused means removable; impure ops, ops with
regions and checkpoints (tags the partitioner reads) are always kept. Function signatures are
unchanged: unused arguments stay.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..ir.core import Function, Module
from .manager import Pass, PassContext, register_pass
from .pattern import all_operands, erasable


def eliminate_dead_code(f: Function) -> int:
    """Remove the dead ops of `f`'s body in place; returns how many were removed."""
    live: set[int] = set()
    kept = []
    for op in reversed(f.body.ops):
        if erasable(op) and live.isdisjoint(map(id, op.results)):
            continue
        kept.append(op)
        live.update(map(id, all_operands(op)))
    removed = len(f.body.ops) - len(kept)
    f.body.ops[:] = reversed(kept)
    return removed


@register_pass("dce")
@dataclass(frozen=True)
class DCE(Pass):
    """Removes every op whose results are unused, keeping function signatures."""

    def run(self, module: Module, ctx: PassContext) -> Module:
        removed = sum(eliminate_dead_code(f) for f in module.functions)
        ctx.report(self.pass_name, {"ops_removed": removed})
        if not removed:
            ctx.mark_unchanged()
        return module
