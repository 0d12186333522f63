"""`x[mask]` with a bool mask, as PyTorch's: the entries where the mask is true, as one dim,
with gradients; eager, and inside a compiled function as a graph break (the mask's values
decide the result's shape), refused under `fullgraph=True` with the reason."""
import numpy as np
import pytest
import torch

import aotgrad

X = np.array([[1.0, -2.0, 3.0], [-1.0, 5.0, 0.5]])


def _loss(x):
    return (x[x > 0] ** 2).sum() + x[:, x[0] > 0].sum() * 3 + x[1][x[1] < 1].sum()


def _against_torch(ours):
    x = aotgrad.tensor(X, requires_grad=True)
    out = ours(x)
    out.backward()
    t = torch.tensor(X, requires_grad=True)
    expected = _loss(t)
    expected.backward()
    np.testing.assert_allclose(float(out), expected.item(), rtol=1e-12)
    np.testing.assert_allclose(np.asarray(x.grad), t.grad.numpy(), rtol=1e-12)


def test_eager():
    _against_torch(_loss)
    x = aotgrad.tensor(X)
    np.testing.assert_array_equal(np.asarray(x[np.array([True, False])]), X[:1])
    np.testing.assert_array_equal(np.asarray(x[X > 100]), np.zeros(0))


def test_compiled_breaks_the_graph_at_each_mask():
    f = aotgrad.compile(_loss)
    _against_torch(f)
    assert len(f.last_breaks) == 3
    _against_torch(f)                     # a second call: the same segments, recompiled none


def test_fullgraph_refuses_with_the_reason():
    f = aotgrad.compile(lambda x: x[x > 0].sum(), fullgraph=True)
    with pytest.raises(aotgrad.Error, match="cannot use the value of a traced tensor"):
        f(aotgrad.tensor(X))


def test_a_mask_of_the_wrong_shape_is_refused_as_pytorch_refuses_it():
    with pytest.raises(IndexError, match=r"the shape of the mask \[4\] at index 0 does not"
                                         r" match the shape of the indexed tensor \[2, 3\]"):
        aotgrad.tensor(X)[np.array([True, False, True, True])]
