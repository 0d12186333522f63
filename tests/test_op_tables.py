"""Completeness of the per-pass op tables: walking every dialect's op list replaces grepping for
a missing row. Each table gets one check here, over the ops that table must cover."""
from __future__ import annotations

from aotgrad.ir.dialect import all_dialects
from aotgrad.passes.decompose import DECOMPOSITIONS


def every_op() -> list[type]:
    """Every op class of every dialect, in dialect order."""
    return [cls for dialect in all_dialects() for cls in dialect.ops]


def ops_after_decompose() -> list[type]:
    """The ops the passes after `decompose` meet (autodiff, lowering): none is composite."""
    return [cls for cls in every_op() if cls not in DECOMPOSITIONS]


def test_every_op_is_covered():
    missing = [cls.name for cls in every_op() if cls.composite and cls not in DECOMPOSITIONS]
    extra = [cls.name for cls in every_op() if not cls.composite and cls in DECOMPOSITIONS]
    assert not missing, f"composite ops without a decomposition: {missing}"
    assert not extra, f"decompositions of ops not declared composite: {extra}"
    assert set(DECOMPOSITIONS) <= set(every_op()), "a decomposition of an unregistered op"
    assert not any(cls.composite for cls in ops_after_decompose())


def test_every_primitive_tensor_op_has_a_lowering_rule():
    from aotgrad.ir import tensor
    from aotgrad.passes.lower.rules import LOWERINGS
    primitives = [cls for cls in tensor.DIALECT.ops if not cls.composite]
    missing = [cls.name for cls in primitives if cls not in LOWERINGS]
    assert not missing, f"primitive tensor ops without a lowering rule: {missing}"
    assert not any(cls.composite for cls in LOWERINGS), "a lowering rule for a composite op"


def test_every_elementwise_tensor_op_maps_to_an_arith_op_with_its_numpy_function():
    from aotgrad.passes.lower.rules import SCALAR_OPS
    for tensor_op, arith_op in SCALAR_OPS.items():
        fn = getattr(tensor_op, "numpy_fn", None)
        if fn is not None:
            assert arith_op.numpy_fn is fn, (tensor_op.name, arith_op.name)
