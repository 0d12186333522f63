"""`dedupe-kernels`: kernels that are the same up to names become one kernel.

In: a loop-level module (after `fuse` and `buffer-reuse`). Out: the same programs, where every
kernel that computes what an earlier kernel of the module computes, on its own buffer
arguments, is gone and its calls call the earlier one. Two kernels are the same when their
structure is (`structure`: argument types, then each op's name, attributes, result types and
operands by position, and the nesting of loops): value names, kernel names and the buffers a
call passes do not count, since a kernel reads and writes only its arguments. An unrolled
recurrence (an LSTM step, a transformer layer) fuses into the same kernels at every step;
each is generated, optimised and compiled once, by both backends, and called from every step.
The report (`ctx.report("dedupe-kernels", ...)`) gives the kernels before and after.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass

import numpy as np

from ..ir.core import Function, Module
from ..ir.loop.ops import CallOp
from .manager import Pass, PassContext, register_pass


@dataclass(frozen=True)
class DedupeReport:
    """Kernels of the module before and after, and which kernels now call which."""

    before: int
    after: int
    merged: tuple[tuple[str, str], ...]     # (kernel removed, the kernel its calls call now)

    def __str__(self) -> str:
        return f"{self.before} kernels -> {self.after} distinct"

    def explain(self) -> str:
        lines = [str(self)]
        lines += [f"@{gone} is @{kept}" for gone, kept in self.merged]
        return "\n".join(lines)


def structure(kernel: Function) -> tuple:
    """What `kernel` computes, without names: its argument types and flags, then, in program
    order, each op as (name, attributes, result types, operands numbered in order of
    definition), a marker where a region's block opens (with its arguments' types) and one
    where it closes. Two kernels with equal structures compute the same on equal buffers."""
    number: dict[int, int] = {}

    def define(values) -> None:
        for v in values:
            number[id(v)] = len(number)
    define(kernel.args)
    parts: list[object] = [tuple(a.type for a in kernel.args), repr(kernel.arg_flags),
                           repr(kernel.arg_attrs)]
    stack = [iter(kernel.body.ops)]
    while stack:
        op = next(stack[-1], None)
        if op is None:
            stack.pop()
            parts.append("}")
            continue
        parts.append((op.name, tuple((k, _attr_key(v)) for k, v in sorted(op.attrs.items())),
                      tuple(r.type for r in op.results),
                      tuple(number.get(id(v), -1 - id(v)) for v in op.operands)))
        define(op.results)
        stack += [_block_ops(block, parts, define) for region in reversed(op.regions)
                  for block in reversed(region.blocks)]
    return tuple(parts)


def _attr_key(value) -> object:
    """An attribute's value as a key: itself where equal keys mean equal values (integers,
    strings, dtypes, index expressions), a float by its exact text (0.0 and -0.0 apart), a
    list by its text, and a large dense list (a loop.constant's elements) by the digest of
    its bytes."""
    kind = type(value)
    if kind is float:
        return "float", value.hex()
    if kind is list:
        if len(value) > DENSE_TEXT:
            data = np.asarray(value)
            return data.dtype.str, data.shape, hashlib.sha256(data.tobytes()).hexdigest()
        return "list", repr(value)
    return value


#: the most elements of a dense attribute compared by its text.
DENSE_TEXT = 16


def _block_ops(block, parts: list, define):
    """The ops of `block`; before the first, its opening marker and arguments are recorded."""
    parts.append(("{", tuple(a.type for a in block.args)))
    define(block.args)
    yield from block.ops


def dedupe(module: Module) -> DedupeReport:
    """Remove, in place, the kernels of `module` that an earlier kernel computes the same as;
    their calls call that kernel."""
    kernels = [f for f in module.functions if f.kind == "kernel"]
    # The full structure only where two kernels agree on their argument types and op names:
    # most kernels of a program are unlike any other, and these are quick to tell.
    groups: dict[tuple, list[Function]] = {}
    for k in kernels:
        outline = (tuple(a.type for a in k.args), tuple(op.name for op in k.walk()))
        groups.setdefault(outline, []).append(k)
    same: dict[str, str] = {}
    for group in groups.values():
        if len(group) < 2:
            continue
        first: dict[tuple, str] = {}
        for k in group:
            kept = first.setdefault(structure(k), k.name)
            if kept != k.name:
                same[k.name] = kept
    if same:
        for f in module.functions:
            if f.kind == "program":
                for op in f.body.ops:
                    if isinstance(op, CallOp) and op.callee in same:
                        op.attrs["callee"] = same[op.callee]
        module.functions[:] = [f for f in module.functions if f.name not in same]
    return DedupeReport(len(kernels), len(kernels) - len(same), tuple(same.items()))


@register_pass("dedupe-kernels")
@dataclass(frozen=True)
class DedupeKernels(Pass):
    """No two kernels of the module compute the same on their arguments."""

    def run(self, module: Module, ctx: PassContext) -> Module:
        report = dedupe(module)
        ctx.report(self.pass_name, report)
        if not report.merged:
            ctx.mark_unchanged()
        return module
