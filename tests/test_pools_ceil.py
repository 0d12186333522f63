"""`avg_pool2d` with `ceil_mode=True` (with and without `count_include_pad`, and
`divisor_override`) and `max_pool2d` with `dilation` > 1 (with `ceil_mode`), against PyTorch:
forward and gradient, eager and compiled, through `F` and the `nn` layers."""
from __future__ import annotations

import numpy as np
import pytest

import aotgrad
from aotgrad import nn
from aotgrad.nn import functional as F

torch = pytest.importorskip("torch")
TF = torch.nn.functional

AVG = [  # kernel, stride, padding, ceil_mode, count_include_pad, divisor_override
    (2, None, 0, True, True, None),
    (3, 2, 1, True, True, None),
    (3, 2, 1, True, False, None),
    ((3, 2), (2, 3), (1, 0), True, False, None),
    (2, 1, 1, False, False, None),
    (3, 2, 0, True, True, 4),
    (2, None, 1, False, True, 3),
]
MAX = [  # kernel, stride, padding, dilation, ceil_mode
    (2, None, 0, 2, False),
    (3, 2, 1, 2, False),
    (3, 2, 1, 3, True),
    (4, 3, 2, 2, True),
    ((2, 3), (1, 2), (1, 0), (3, 1), True),
    (2, 3, 0, 2, True),
    (2, None, 0, 1, True),
]
SHAPES = [(2, 3, 7, 8), (1, 2, 6, 5)]


def _check(ours, theirs, shape, seed=0, ties=False):
    """Value and input gradient of `ours` (eager and compiled) against `theirs`."""
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(shape).astype(np.float32)
    if ties:                          # ReLU-like zeros: many windows tie at their maximum
        x = np.maximum(x, 0)
    xt = torch.tensor(x, requires_grad=True)
    want = theirs(xt)
    g = rng.standard_normal(tuple(want.shape)).astype(np.float32)
    (want * torch.tensor(g)).sum().backward()
    compiled = aotgrad.compile(lambda x: (ours(x) * g).sum())
    for run in ("eager", "compiled"):
        xa = aotgrad.tensor(x.copy(), requires_grad=True)
        if run == "eager":
            y = ours(xa)
            np.testing.assert_allclose(y.detach().numpy(), want.detach().numpy(), rtol=1e-6,
                                       atol=1e-7)
            (y * g).sum().backward()
        else:
            compiled(xa).backward()
        np.testing.assert_allclose(xa.grad, xt.grad.numpy(), rtol=1e-6, atol=1e-7,
                                   err_msg=run)


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("k, s, p, ceil, include, override", AVG)
def test_avg_pool2d_ceil_mode_and_divisors_match_torch(k, s, p, ceil, include, override, shape):
    options = dict(ceil_mode=ceil, count_include_pad=include, divisor_override=override)
    _check(lambda x: F.avg_pool2d(x, k, s, p, **options),
           lambda x: TF.avg_pool2d(x, k, s, p, **options), shape)
    _check(nn.AvgPool2d(k, s, p, **options), torch.nn.AvgPool2d(k, s, p, **options), shape, 1)


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("k, s, p, d, ceil", MAX)
@pytest.mark.parametrize("ties", [False, True])
def test_dilated_max_pool2d_matches_torch_with_ties(k, s, p, d, ceil, shape, ties):
    _check(lambda x: F.max_pool2d(x, k, s, p, d, ceil), lambda x: TF.max_pool2d(x, k, s, p, d,
                                                                              ceil), shape,
           ties=ties)
    _check(nn.MaxPool2d(k, s, p, d, ceil_mode=ceil),
           torch.nn.MaxPool2d(k, s, p, d, ceil_mode=ceil), shape, 1, ties=ties)


def test_dilated_max_pool1d_and_nan_match_torch():
    _check(lambda x: F.max_pool1d(x, 3, 2, 1, dilation=2, ceil_mode=True),
           lambda x: TF.max_pool1d(x, 3, 2, 1, dilation=2, ceil_mode=True), (2, 3, 9))
    x = np.arange(2 * 6 * 6, dtype=np.float32).reshape(1, 2, 6, 6)
    x[0, 0, 2, 2] = np.nan
    np.testing.assert_array_equal(F.max_pool2d(aotgrad.tensor(x), 2, 1, 0, 2).numpy(),
                                  TF.max_pool2d(torch.tensor(x), 2, 1, 0, 2).numpy())


def test_pool_arguments_torch_refuses_are_refused():
    x = aotgrad.tensor(np.ones((1, 1, 6, 6), np.float32))
    with pytest.raises(ValueError, match="at most half of the kernel"):
        F.max_pool2d(x, 2, padding=2, dilation=2)
    with pytest.raises(ValueError, match="divisor_override must be a nonzero int"):
        F.avg_pool2d(x, 2, divisor_override=0)
