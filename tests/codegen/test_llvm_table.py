"""The codegen table covers every op that can reach it: each arith op, each loop op and the
function terminator has exactly one row, so a new op without a row fails here by name."""
from __future__ import annotations

from aotgrad.codegen.llvm import EMIT
from aotgrad.codegen.llvm import program  # noqa: F401  (imports every module of rows)
from aotgrad.ir.builtin import ReturnOp
from aotgrad.ir.loop.arith import ARITH_OPS
from aotgrad.ir.loop.externs import EXTERNS
from aotgrad.ir.loop.ops import LOOP_OPS


def test_every_loop_level_op_has_a_codegen_row():
    missing = [cls.name for cls in ARITH_OPS + LOOP_OPS + [ReturnOp] if cls not in EMIT]
    assert not missing, f"ops without a codegen row in codegen/llvm: {missing}"


def test_every_extern_kernel_has_a_codegen_row():
    from aotgrad.codegen.llvm.externs import EXTERN_ROWS
    assert sorted(EXTERNS) == sorted(EXTERN_ROWS)
