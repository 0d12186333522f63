"""The inverse tangents (`tensor.atan`, `tensor.atan2`) and the trigonometric and hyperbolic
functions composed of them and the other ops (`frontend/torch_trig.py`) against PyTorch:
values (edges included: +-1, 0, large magnitudes, signed zeros and infinities for atan2) and
gradients away from the singular points, in f64 and f32, eager, interpreted and compiled for
the CPU; the CUDA source through nvcc."""
from __future__ import annotations

import numpy as np
import pytest
import torch

import aotgrad
from aotgrad.frontend.tracer import trace
from cuda_ptx import assert_compiles_to_ptx

UNIT = np.array([-1.0, -0.999, -0.5, -1e-9, 0.0, 0.3, 0.75, 1.0])
REAL = np.array([-1e300, -1e10, -30.0, -2.5, -1e-9, 0.0, 0.7, 3.0, 1e10, 1e300])
ABOVE_ONE = np.array([1.0, 1.0 + 1e-9, 1.5, 30.0, 1e10, 1e300])
#: name -> (inputs for values, inputs for gradients: away from the singular points)
CASES = {
    "atan": (REAL, REAL[2:-2]), "asin": (np.append(UNIT, [1.5, -2.0]), UNIT[1:-1]),
    "acos": (np.append(UNIT, [1.5]), UNIT[1:-1]), "tan": (REAL[2:-2], REAL[3:-3]),
    "sinh": (REAL[2:-2], REAL[2:-2]), "cosh": (REAL[2:-2], REAL[2:-2]),
    "asinh": (REAL, REAL), "acosh": (np.append(ABOVE_ONE, [0.5]), ABOVE_ONE[2:]),
    "atanh": (np.append(UNIT, [1.5, -3.0]), UNIT[1:-1]), "sinc": (REAL[2:-2], REAL[2:-2]),
    "frac": (np.array([-2.5, -0.3, 0.0, 1.75, 3.0]), np.array([-2.5, -0.3, 1.75])),
    "deg2rad": (REAL[2:-2], REAL[2:-2]), "rad2deg": (REAL[2:-2], REAL[2:-2]),
    "arcsin": (UNIT, UNIT[1:-1]), "arctanh": (UNIT, UNIT[1:-1]),
}
TOL = {np.float64: 1e-12, np.float32: 3e-6}


def _run(fn, x, where: str):
    if where == "eager":
        return fn(x)
    return aotgrad.compile(fn, backend=where)(x)


@pytest.mark.parametrize("where", ["eager", "interpret", "cpu"])
@pytest.mark.parametrize("dtype", [np.float64, np.float32])
@pytest.mark.parametrize("name", list(CASES))
def test_against_torch(name, dtype, where):
    values, points = CASES[name]
    ours = np.asarray(_run(getattr(aotgrad, name), aotgrad.tensor(values.astype(dtype)), where))
    with np.errstate(all="ignore"):
        theirs = getattr(torch, name)(torch.tensor(values.astype(dtype))).numpy()
    assert ours.dtype == theirs.dtype
    assert np.array_equal(np.isnan(ours), np.isnan(theirs)), (ours, theirs)
    np.testing.assert_allclose(ours, theirs, rtol=TOL[dtype], atol=TOL[dtype] * 1e-3)
    x = aotgrad.tensor(points.astype(dtype), requires_grad=True)
    _run(lambda v: getattr(aotgrad, name)(v).sum(), x, where).backward()
    t = torch.tensor(points.astype(dtype), requires_grad=True)
    getattr(torch, name)(t).sum().backward()
    np.testing.assert_allclose(np.asarray(x.grad), t.grad.numpy(), rtol=TOL[dtype] * 10,
                               atol=TOL[dtype] * 1e-3)


SPECIAL = [0.0, -0.0, 1.0, -1.0, np.inf, -np.inf, np.nan, 2.5, -1e-300]


@pytest.mark.parametrize("where", ["eager", "cpu"])
def test_atan2_everywhere_ieee_says(where):
    y, x = (np.array(v) for v in zip(*[(a, b) for a in SPECIAL for b in SPECIAL]))
    f = aotgrad.atan2 if where == "eager" else aotgrad.compile(lambda y, x: aotgrad.atan2(y, x))
    ours = np.asarray(f(aotgrad.tensor(y), aotgrad.tensor(x)))
    theirs = torch.atan2(torch.tensor(y), torch.tensor(x)).numpy()
    np.testing.assert_array_equal(ours, theirs)
    numbers = ~np.isnan(theirs)                    # a NaN's sign bit is not specified
    assert np.array_equal(np.signbit(ours[numbers]), np.signbit(theirs[numbers]))
    a = aotgrad.tensor(np.array([0.5, -2.0, 3.0]), requires_grad=True)
    b = aotgrad.tensor(np.array([-1.0, 0.25, 3.0]), requires_grad=True)
    g = (lambda a, b: aotgrad.atan2(a, b).sum()) if where == "eager" else \
        aotgrad.compile(lambda a, b: aotgrad.atan2(a, b).sum())
    g(a, b).backward()
    ta = torch.tensor([0.5, -2.0, 3.0], dtype=torch.float64, requires_grad=True)
    tb = torch.tensor([-1.0, 0.25, 3.0], dtype=torch.float64, requires_grad=True)
    torch.atan2(ta, tb).sum().backward()
    np.testing.assert_allclose(np.asarray(a.grad), ta.grad.numpy(), rtol=1e-14)
    np.testing.assert_allclose(np.asarray(b.grad), tb.grad.numpy(), rtol=1e-14)


def test_methods_and_aliases():
    x = aotgrad.tensor(np.array([0.25, -0.5]))
    t = torch.tensor([0.25, -0.5], dtype=torch.float64)
    for name in ("asin", "acos", "atan", "tan", "sinh", "cosh", "asinh", "atanh", "sinc",
                 "frac", "arcsin", "arccos", "arctan", "arcsinh", "arctanh"):
        np.testing.assert_allclose(np.asarray(getattr(x, name)()), getattr(t, name)().numpy(),
                                   rtol=1e-14, atol=1e-15)
    np.testing.assert_allclose(np.asarray(x.arctan2(x * 2)), t.arctan2(t * 2).numpy())
    np.testing.assert_allclose(np.asarray(aotgrad.arccosh(aotgrad.tensor(np.array([2.0])))),
                               torch.arccosh(torch.tensor([2.0], dtype=torch.float64)).numpy())


def test_cuda_source_compiles(tmp_path):
    source = assert_compiles_to_ptx(trace(
        lambda y, x: (aotgrad.atan2(y, x) * aotgrad.asinh(x) + aotgrad.atan(y)).sum(),
        np.ones(8, np.float32), np.ones(8, np.float32)), tmp_path)
    assert "atan2f(" in source and "atanf(" in source
