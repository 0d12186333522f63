"""The copies `lower` writes: a copy that reads its source transposed (a transpose of the last
two dims returned, or handed to an op that needs memory) moves 32 x 32 tiles (or 16, 8 where
32 does not divide both dims) instead of striding through the source one cache line per
element; copies that read along the source's rows keep the plain nest. Numbers against numpy."""
from __future__ import annotations

import numpy as np
import pytest

import aotgrad
from aotgrad.ir.loop.ops import ForOp, ParallelOp


def loop_extents(kernel) -> list[int]:
    return [op.upper - op.lower for op in kernel.body.walk() if isinstance(op, (ForOp, ParallelOp))]


def copy_kernel(f):
    kernels = [k for k in f.compiled.module.functions if "copy" in k.name]
    assert len(kernels) == 1, [k.name for k in f.compiled.module.functions]
    return kernels[0]


@pytest.mark.parametrize("shape, perm, extents", [
    ((64, 96), (1, 0), [3, 2, 32, 32]),
    ((2, 48, 80), (0, 2, 1), [2, 5, 3, 16, 16]),
    ((40, 24), (1, 0), [3, 5, 8, 8]),
])
def test_a_transposing_copy_moves_square_tiles(shape, perm, extents):
    x = np.random.default_rng(0).standard_normal(shape).astype(np.float32)
    f = aotgrad.compile(lambda x: aotgrad.transpose(x * 2.0, list(perm)))
    np.testing.assert_array_equal(np.asarray(f(x)), np.transpose(x * 2, perm))
    assert loop_extents(copy_kernel(f)) == extents


@pytest.mark.parametrize("shape, perm", [
    ((30, 50), (1, 0)),                   # no tile divides 50 and 30 both
    ((2, 8, 4, 16), (0, 2, 1, 3)),        # heads moved: rows stay rows, nothing read across
])
def test_other_copies_keep_the_plain_nest(shape, perm):
    x = np.random.default_rng(1).standard_normal(shape).astype(np.float32)
    f = aotgrad.compile(lambda x: aotgrad.transpose(x * 2.0, list(perm)))
    np.testing.assert_array_equal(np.asarray(f(x)), np.transpose(x * 2, perm))
    out = np.transpose(x, perm).shape
    assert loop_extents(copy_kernel(f)) == list(out)
