"""maximum/minimum with a NaN operand: aotgrad gave both operands a zero gradient (neither
compared greater, nor equal), PyTorch gives both the incoming gradient (it masks only the
operand that compares smaller, resp. greater). A long fuzz run found it: a mean over an empty
slice (NaN, in both) fed `maximum`, and the gradient of the other operand was 0 here and NaN
in PyTorch. Ties still split the gradient in halves."""
from __future__ import annotations

import numpy as np
import pytest
import torch

import aotgrad


@pytest.mark.parametrize("name", ["maximum", "minimum"])
@pytest.mark.parametrize("compiled", [False, True])
def test_gradients_of_maximum_and_minimum_match_pytorch_with_nan_and_ties(name, compiled):
    a = np.array([1.0, np.nan, 2.0, 3.0, -1.0, np.nan])
    b = np.array([np.nan, 0.5, 2.0, 1.0, 4.0, np.nan])
    w = np.array([1.0, 2.0, 3.0, 4.0, 5.0, 6.0])

    def f(a, b, w):
        return (getattr(aotgrad, name)(a, b) * w).sum()
    fn = aotgrad.value_and_grad(aotgrad.compile(f) if compiled else f, argnums=(0, 1))
    _, (da, db) = fn(a, b, w)
    ta, tb = torch.tensor(a, requires_grad=True), torch.tensor(b, requires_grad=True)
    (getattr(torch, name)(ta, tb) * torch.tensor(w)).sum().backward()
    np.testing.assert_array_equal(da, ta.grad.numpy())
    np.testing.assert_array_equal(db, tb.grad.numpy())


def test_the_fuzz_program_that_found_it():
    source = """def f(a0: f64[1, 1]) -> f64[] {
        v4 = slice(a0, axis=0, start=1, stop=1, step=1)
        v7 = mean(v4, axis=[0, 1])
        v8 = maximum(tanh(a0), v7)
        return sum(cos(v8))
    }"""
    module = aotgrad.parse(source, "fuzz.ag")
    fn = aotgrad.value_and_grad(aotgrad.compile(module), argnums=0)
    _, got = fn(np.array([[0.3]]))
    t = torch.tensor([[0.3]], dtype=torch.float64, requires_grad=True)
    v7 = t[1:1].mean(dim=(0, 1))
    torch.cos(torch.maximum(torch.tanh(t), v7)).sum().backward()
    assert np.isnan(got).all() and torch.isnan(t.grad).all()
