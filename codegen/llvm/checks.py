"""Run-time bounds checks in generated LLVM code, and the error record they report through.

The model both backends follow (which indices are checked, what a failure records, how the
runtime reports it) is `codegen/checks.py`'s. In: an index that codegen must check at run time
(a data-dependent one, such as an id loaded from a buffer, always; every index of every load
and store under `AOTGRAD_BOUNDS_CHECK=1`). Out: `icmp ult index, size` and a branch; on
failure the code records which check failed and the index it found in the module's error
record, and returns from the function it is in, so no out-of-bounds access ever happens. The
record is the global `@aotgrad.fault`, three i64s: the failed check's number plus one (0 while
nothing failed), the index, and the position it was read from (-1: none). The first check to
fail claims the record with a compare-and-swap, so when threads of a parallel loop fail at
once, one records and the others leave its record alone. Kernels that contain checks are `Unit.checked`; the entry point reads
the record's first word after calling one and returns at once when it is set (after a
parallel launch, so does the kernel). The runtime reads the same word once per call and turns
a set record into an `IndexingError` from `Check.message` (kernel, buffer, dimension, index,
bound).
"""
from __future__ import annotations

from llvmlite import ir

from ..checks import RECORD_WORDS, Check
from ..signature import FAULT
from .builder import I64
from .emitter import Emitter, Unit


def fault_record(unit: Unit) -> ir.GlobalVariable:
    """The module's error record (defined once, zeroed)."""
    g = unit.module.globals.get(FAULT)
    if g is None:
        g = ir.GlobalVariable(unit.module, ir.ArrayType(I64, RECORD_WORDS), FAULT)
        g.initializer = ir.Constant(ir.ArrayType(I64, RECORD_WORDS), None)
        g.align = 8
    return g


def emit_check(em: Emitter, index: ir.Value, check: Check,
               position: ir.Value | None = None) -> None:
    """Branches on `0 <= index < size`; out of bounds, records `check`, `index` and where it
    was read (`position`, else -1) and returns. The builder continues in the in-bounds
    block."""
    unit, b = em.unit, em.b
    unit.checks.append(check)
    unit.checked.add(check.kernel)
    number = len(unit.checks)
    size = ir.Constant(I64, check.type.shape[check.dim])
    inside = b.icmp_unsigned("<", index, size, name="inbounds")
    fail = b.append_basic_block("bounds.fail")
    ok = b.append_basic_block("bounds.ok")
    b.cbranch(inside, ok, fail).set_weights([99, 1])
    b.position_at_end(fail)
    record = fault_record(unit)
    claim = b.cmpxchg(record, ir.Constant(I64, 0), ir.Constant(I64, number), "monotonic",
                      "monotonic", name="claim")
    first = b.extract_value(claim, 1, name="first")
    with b.if_then(first):
        slot = b.gep(record, [ir.Constant(I64, 0), ir.Constant(I64, 1)], inbounds=True,
                     name="fault.index")
        b.store(index, slot)
        slot = b.gep(record, [ir.Constant(I64, 0), ir.Constant(I64, 2)], inbounds=True,
                     name="fault.position")
        b.store(position if position is not None else ir.Constant(I64, -1), slot)
    b.ret_void()
    b.position_at_end(ok)


def return_if_failed(em: Emitter) -> None:
    """Returns from the function being emitted when the error record is set."""
    b = em.b
    record = fault_record(em.unit)
    word = b.load(record, typ=I64, name="fault")
    failed = b.icmp_unsigned("!=", word, ir.Constant(I64, 0), name="failed")
    with b.if_then(failed, likely=False):
        b.ret_void()
