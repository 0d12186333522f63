"""`cse`: common-subexpression elimination over each function body.

In: any module. Out: the same computation where no two pure ops of a function body have the
same class, operands and attributes; later duplicates are replaced by the first. Operands of
commutative ops compare as a multiset, constants compare by value and type, and random ops
compare like any other op: the generator is counter-based, so `tensor.rand` ops with equal
rng operand, offset, shape and dtype give equal numbers, and ops with different ones are never merged.
Ops with regions, impure ops and checkpoints are left alone.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..ir.core import Function, Module, Operation, Value
from ..ir.rewrite import replace_uses
from .manager import Pass, PassContext, register_pass
from .pattern import erasable


def freeze(value):
    """A hashable form of an attribute value that tells 0.0 from -0.0 and equates nans."""
    if isinstance(value, (list, tuple)):
        return tuple(freeze(v) for v in value)
    if isinstance(value, float):
        return (float, repr(value))
    return (type(value), value)


def op_key(op: Operation, operands: list[Value]) -> tuple:
    """What makes two ops interchangeable: class, operands, attributes and result types."""
    ids = list(map(id, operands))
    if type(op).commutative:
        ids.sort()
    attrs = tuple((k, freeze(v)) for k, v in sorted(op.attrs.items())) if op.attrs else ()
    return (type(op), tuple(ids), attrs, tuple(r.type for r in op.results))


def eliminate_common_subexpressions(f: Function) -> int:
    """Merge duplicate ops of `f`'s body in place; returns how many were removed."""
    seen: dict[tuple, Operation] = {}
    mapping: dict[int, Value] = {}      # a removed op's results -> the first op's results
    kept = []
    nested = False                      # ops with regions: their inner uses are replaced last
    for op in f.body.ops:
        # Operands are defined before their users, so `mapping` already holds their
        # replacements, and a replacement (a kept op's result) is never replaced itself.
        operands = [mapping.get(id(v), v) for v in op.operands] if mapping else op.operands
        if erasable(op):
            first = seen.setdefault(op_key(op, operands), op)
            if first is not op:
                mapping.update((id(r), s) for r, s in zip(op.results, first.results))
                continue
        kept.append(op)
        if operands is not op.operands:
            op.operands = operands
        nested = nested or bool(op.regions)
    if nested:
        replace_uses(f, mapping)
    removed = len(f.body.ops) - len(kept)
    f.body.ops[:] = kept
    return removed


@register_pass("cse")
@dataclass(frozen=True)
class CSE(Pass):
    """Leaves no two equal pure ops in a function body: duplicates reuse the first result."""

    def run(self, module: Module, ctx: PassContext) -> Module:
        removed = sum(eliminate_common_subexpressions(f) for f in module.functions)
        ctx.report(self.pass_name, {"ops_removed": removed})
        if not removed:
            ctx.mark_unchanged()
        return module
