"""The bitwise ops (`tensor.bitwise_and`, `_or`, `_xor`, `_not`, `bitwise_left_shift`,
`bitwise_right_shift`) and the `&`, `|`, `^`, `~`, `<<`, `>>` operators against PyTorch:
integers (negative ones: two's complement), bools, mixed dtypes, numbers on either side,
shifts by negative amounts and by the width or more, eager, interpreted and compiled; refused
on floats; the CUDA source through nvcc."""
from __future__ import annotations

import numpy as np
import pytest
import torch

import aotgrad
from aotgrad.frontend.tracer import trace
from cuda_ptx import assert_compiles_to_ptx

I = np.array([12, -5, 7, 0, -1])
J = np.array([10, 3, -1, 6, -8])
B = np.array([True, False, True, True, False])

CALLS = {
    "and": lambda m, i, j, b: i & j, "or": lambda m, i, j, b: i | j,
    "xor": lambda m, i, j, b: i ^ j, "not": lambda m, i, j, b: ~i,
    "number_left": lambda m, i, j, b: 6 ^ i, "number_right": lambda m, i, j, b: i | 3,
    "bool_and_int": lambda m, i, j, b: b | j, "bools": lambda m, i, j, b: (b & ~b) | (b ^ b),
    "int32": lambda m, i, j, b: i.int() & j.int(),
    "functions": lambda m, i, j, b: m.bitwise_xor(m.bitwise_and(i, j), m.bitwise_not(j)),
    "methods": lambda m, i, j, b: i.bitwise_or(j).bitwise_not(),
    "shifts": lambda m, i, j, b: (i << (j % 8)) + (i >> (j % 5)),
    "shifts_out_of_range": lambda m, i, j, b: (i << (j * 9)) ^ (i >> (j * 11)),
    "shift_numbers": lambda m, i, j, b: (3 << (i % 4)) - (i >> 1) + (b << 2),
    "shift_int32": lambda m, i, j, b: (i.int() << 30) | (i.int() >> (j.int() % 40)),
    "shift_functions": lambda m, i, j, b: m.bitwise_left_shift(i, 2) -
    m.bitwise_right_shift(j, i % 3),
}


@pytest.mark.parametrize("where", ["eager", "interpret", "cpu"])
@pytest.mark.parametrize("name", list(CALLS))
def test_against_torch(name, where):
    call = CALLS[name]
    args = [aotgrad.tensor(v) for v in (I, J, B)]
    run = (lambda *a: call(aotgrad, *a)) if where == "eager" else \
        aotgrad.compile(lambda *a: call(aotgrad, *a), backend=where)
    ours = np.asarray(run(*args))
    theirs = call(torch, *(torch.tensor(v) for v in (I, J, B))).numpy()
    assert ours.dtype == theirs.dtype
    np.testing.assert_array_equal(ours, theirs)


def test_floats_are_refused():
    x = aotgrad.tensor(np.array([1.0, 2.0]))
    with pytest.raises(TypeError, match="only defined on integer and bool tensors"):
        x & x
    with pytest.raises(aotgrad.Error, match="only implemented for integer and bool tensors"):
        aotgrad.bitwise_and(x, x)
    with pytest.raises(TypeError, match="'<<' of an aotgrad tensor .* only defined on integer"):
        x << 1
    with pytest.raises(TypeError, match="'>>' of an aotgrad tensor .* only defined on integer"):
        aotgrad.tensor(np.array([1])) >> 1.5
    with pytest.raises(aotgrad.Error, match="only implemented for integer tensors"):
        aotgrad.bitwise_left_shift(x, x)


def test_cuda_source_compiles(tmp_path):
    source = assert_compiles_to_ptx(trace(
        lambda i, j, b: ((i & j) ^ ~i | j).sum() + (~b).long().sum() + ((i << j) ^ (i >> j))
        .sum(), I, J, B), tmp_path, training=False)
    assert "&" in source and "~" in source and "<<" in source and ">>" in source
