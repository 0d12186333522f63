"""`fuse`: fewer kernels and fewer bytes moved, on the loop IR.

In: a loop-level module as `lower` makes it (programs calling one kernel per tensor op). Out:
the same programs computing the same numbers with fewer kernel calls: pointwise producers are
inlined into their consumers (`inline`), then calls over equal outer loops share those loops and
forward stored values to later loads in the same iteration (`merge`), which makes a softmax or
layernorm row one kernel and runs several gradients of a backward in one pass; a fused kernel's
repeated loads and scalar ops are computed once (`cse`); last, a buffer that one kernel writes
and reads only at its outer loop's own row becomes a per-iteration scratch of one row inside
that kernel (`contract`), so it never goes to memory as a whole; a transcendental that two
sibling loops of a row both compute (softmax's `exp`) is computed once, into a scratch row
(`share`). What may fuse is
decided by one rule (`legality.fusion`). Fused kernels are renamed after the tensor ops they
compute (`@fused_add_relu`; a kernel `lower` already fused is named so, and its tensor ops are
read off that name); the report (`ctx.report("fuse", FusionReport)`) gives kernels and
bytes moved before and after, per program.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...ir.core import Function, Module
from ...ir.loop.ops import CallOp
from ..lower.values import fused_base, kernel_ops
from ..manager import Pass, PassContext, register_pass
from .contract import contract_program
from .cse import eliminate_common_subexpressions
from .facts import ProgramFacts
from .inline import inline_program
from .legality import is_materialized_after_fusion  # noqa: F401 (the partitioner's entry)
from .merge import merge_program
from .report import FusionReport, Traffic, measure
from .share import share_kernel

#: the most op names a fused kernel's name lists.
MAX_NAMED_OPS = 6


@register_pass("fuse")
@dataclass(frozen=True)
class Fuse(Pass):
    """Every program computes the same values with no more kernels and bytes moved."""

    merge: bool = True
    cse: bool = True
    contract: bool = True
    share: bool = True

    def run(self, module: Module, ctx: PassContext) -> Module:
        fused_ops = {f.name: kernel_ops(f.name) for f in module.functions
                     if f.kind == "kernel"}
        programs = [f for f in module.functions if f.kind == "program"]
        lowered = {r.program: Traffic(r.kernels, r.externs, r.bytes)
                   for r in ctx.reports.get("lower", ())}
        traffic = []
        for program in programs:
            facts = ProgramFacts(module, program)
            before = lowered.get(program.name) or measure(facts)
            inline_program(facts, fused_ops)
            if self.merge:
                merge_program(facts, fused_ops)
            if self.cse:
                for kernel in _fused_kernels(facts, fused_ops):
                    eliminate_common_subexpressions(kernel)
                    facts.forget(kernel)
            if self.contract:
                contract_program(facts)
            if self.share:
                for kernel in _fused_kernels(facts, fused_ops):
                    if share_kernel(kernel):
                        facts.forget(kernel)
            traffic.append((before, measure(facts)))
            facts.finish()
        for program, (before, after), called in zip(programs, traffic,
                                                    _rename(module, programs, fused_ops)):
            ctx.report("fuse", FusionReport(program.name, before, after,
                                            tuple((k, tuple(fused_ops[k])) for k in called)))
        return module


def _fused_kernels(facts: ProgramFacts, fused_ops: dict[str, list[str]]) -> list:
    """The kernels the program calls that compute several tensor ops."""
    return [k for op in facts.program.body.ops if (k := facts.kernel_of(op)) is not None
            and len(fused_ops[k.name]) > 1]


def _rename(module: Module, programs: list[Function],
            fused_ops: dict[str, list[str]]) -> list[list[str]]:
    """Name each kernel that fuses several ops after them, in the order the programs call
    them (a name `lower` gave is given anew, so the names do not depend on which ops `lower`
    fused); returns each program's kernels."""
    kernels = {f.name: f for f in module.functions if f.kind == "kernel"}
    renamed = [op for p in programs for op in p.body.ops if isinstance(op, CallOp)
               and op.callee in kernels and len(fused_ops[op.callee]) > 1]
    taken = {f.name for f in module.functions} - {op.callee for op in renamed}
    suffix: dict[str, int] = {}      # per base, the last suffix tried (`taken` only grows)
    new_name: dict[str, str] = {}
    for op in renamed:
        old = op.callee
        if old not in new_name:
            base = fused_base(fused_ops[old], MAX_NAMED_OPS)
            n = suffix.get(base, 0)
            name = f"{base}_{n}" if n else base
            while name in taken:
                n += 1
                name = f"{base}_{n}"
            suffix[base] = n
            taken.add(name)
            new_name[old] = name
        op.attrs = {**op.attrs, "callee": new_name[old]}
    ops = {name: fused_ops.pop(old) for old, name in new_name.items()}
    for old, name in new_name.items():
        kernels[old].name = name
    fused_ops.update(ops)
    return [[op.callee for op in p.body.ops if isinstance(op, CallOp) and op.callee in fused_ops]
            for p in programs]
