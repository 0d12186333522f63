"""Zero-size tensors work where numpy and PyTorch accept them, values and gradients.

Found by an independent fuzzer: `max` over the non-empty axis of an `f64[0,2]` was refused (the
op refused any empty operand), and softmax, logsumexp and cross_entropy with N = 0 failed or
warned. Reductions with an identity (sum) or a defined value (mean: nan) work on empty input;
those without one (max, argmax, softmax and logsumexp over an axis of size 0) are a located
`ShapeError` when the program is built, not a numpy error when it runs.
"""
from __future__ import annotations

import warnings

import numpy as np
import pytest
import torch

import aotgrad

CASES = {   # name -> (aotgrad fn, torch fn, input shape)
    "max_over_nonempty_axis": (lambda x: aotgrad.max(x, axis=1).sum(),
                               lambda x: torch.amax(x, dim=1).sum(), (0, 2)),
    "softmax_n0": (lambda x: (aotgrad.softmax(x, axis=1) * x).sum(),
                   lambda x: (torch.softmax(x, dim=1) * x).sum(), (0, 3)),
    "log_softmax_n0": (lambda x: aotgrad.log_softmax(x, axis=1).sum(),
                       lambda x: torch.log_softmax(x, dim=1).sum(), (0, 3)),
    "logsumexp_n0": (lambda x: aotgrad.logsumexp(x, axis=1).sum(),
                     lambda x: torch.logsumexp(x, dim=1).sum(), (0, 3)),
    "sum_over_empty_axis": (lambda x: (aotgrad.sum(x, axis=1) + 1.0).sum(),
                            lambda x: (x.sum(dim=1) + 1.0).sum(), (3, 0)),
    "mean_over_empty_axis": (lambda x: aotgrad.mean(x, axis=1).sum(),
                             lambda x: x.mean(dim=1).sum(), (3, 0)),
}


@pytest.mark.parametrize("name", CASES)
def test_zero_size_value_and_gradient_match_torch(name):
    ours_fn, torch_fn, shape = CASES[name]
    x = aotgrad.tensor(np.zeros(shape), requires_grad=True)
    with warnings.catch_warnings():
        warnings.simplefilter("error")          # no numpy warning on the way
        loss = aotgrad.compile(ours_fn)(x)
        loss.backward()
    xt = torch.zeros(shape, dtype=torch.float64, requires_grad=True)
    expected = torch_fn(xt)
    expected.backward()
    np.testing.assert_allclose(loss.detach().numpy(), expected.detach().numpy(), equal_nan=True)
    assert x.grad.shape == shape
    np.testing.assert_allclose(x.grad, xt.grad.numpy(), equal_nan=True)


def test_cross_entropy_with_no_samples_is_nan_as_in_torch():
    logits = aotgrad.tensor(np.zeros((0, 4)), requires_grad=True)
    labels = np.zeros(0, dtype=np.int64)
    loss = aotgrad.compile(lambda x, y: aotgrad.cross_entropy(x, y))(logits, labels)
    expected = torch.nn.functional.cross_entropy(torch.zeros(0, 4, dtype=torch.float64),
                                                 torch.zeros(0, dtype=torch.long))
    assert np.isnan(loss.detach().numpy()) and torch.isnan(expected)
    loss.backward()
    assert logits.grad.shape == (0, 4)


@pytest.mark.parametrize("call, message", [
    (lambda x: aotgrad.max(x, axis=0), "'tensor.max' over axis 0 of f64[0,2], which has size 0"),
    (lambda x: aotgrad.max(x), "'tensor.max' over axis 0 of f64[0,2], which has size 0"),
    (lambda x: aotgrad.argmax(x, axis=0), "'tensor.argmax' over axis 0 of f64[0,2]"),
    (lambda x: aotgrad.softmax(x, axis=0), "'tensor.softmax' over axis 0 of f64[0,2]"),
    (lambda x: aotgrad.logsumexp(x, axis=0), "'tensor.logsumexp' over axis 0 of f64[0,2]"),
])
def test_reduction_without_identity_over_empty_axis_is_a_located_error(call, message):
    with pytest.raises(aotgrad.Error, match=__import__("re").escape(message)) as info:
        aotgrad.compile(call)(np.zeros((0, 2)))
    assert isinstance(info.value, ValueError)
    assert f"{__file__}:" in str(info.value)             # the user's line


def test_dsl_reports_the_empty_axis_at_its_line():
    src = "def f(x: f32[2, 0]) -> i64[2] {\n    return argmax(x, axis=1)\n}\n"
    with pytest.raises(aotgrad.Error, match=r"m\.ag:2:\d+: error: 'argmax' over axis 1"):
        aotgrad.parse(src, "m.ag")
