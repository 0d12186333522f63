"""A reduction over several axes, one of size 0 that is not the first reduced axis, made
`lower` divide by zero (`ZeroDivisionError: integer modulo by zero` in `ir/loop/index.py`):
the flat reduction counter was split into per-axis indices with `mod` by each reduced size.
The loop runs zero times, so any index does. Found by `tests/fuzz` (`mean(x, axis=[0, 1])` of
an `f64[2, 0]` slice). A reshape of a zero-size tensor divided by zero the same way (a
stride of 0) in `reshape`'s index map."""
from __future__ import annotations

import numpy as np
import pytest

import aotgrad
from aotgrad.passes.manager import run_pipeline
from aotgrad.passes.pipelines import DEFAULT_PIPELINE
from aotgrad.runtime.cpu import CpuProgram

CASES = [
    ("def f(x: f64[2, 0]) -> f64[] { return sum(x) * 2.0 }", 0.0),
    ("def f(x: f64[3, 0, 2]) -> f64[2] { return sum(x, axis=[0, 1]) + 1.0 }", [1.0, 1.0]),
    ("def f(x: f64[2, 0]) -> f64[1, 1] { return mean(x, axis=[0, 1], keepdim=true) }",
     [[np.nan]]),
    ("def f(x: f64[2, 0, 3]) -> f64[] { return sum(reshape(x, [0, 6]) * 2.0) }", 0.0),
]


@pytest.mark.parametrize("src, expected", CASES, ids=["sum", "sum-axes", "mean-keepdim", "reshape"])
def test_reduction_over_an_empty_inner_axis_compiles_and_runs(src, expected):
    module = aotgrad.parse(src, "empty.ag")
    f = module.get()
    loops = run_pipeline(module, DEFAULT_PIPELINE)
    x = np.zeros(f.arg_types[0].shape)
    tangent = np.ones(f.result_types[0].shape)
    with np.errstate(all="ignore"):
        out = CpuProgram(loops, "f_forward", poison=True)(x)
        (grad,) = CpuProgram(loops, "f_backward", poison=True)(*out[1:], tangent)
    np.testing.assert_array_equal(out[0], np.asarray(expected))
    assert grad.shape == x.shape
