"""nn.ChannelShuffle, nn.UpsamplingNearest2d, nn.UpsamplingBilinear2d, F.channel_shuffle and
F.pdist against PyTorch: values and gradients, eager and inside `aotgrad.compile`."""
import numpy as np
import pytest
import torch

import aotgrad
from aotgrad import nn
from aotgrad.nn import functional as F

X = np.random.default_rng(2).standard_normal((2, 6, 3, 4))

CASES = {
    "ChannelShuffle": lambda m, x: m.nn.ChannelShuffle(3)(x),
    "channel_shuffle": lambda m, x: m.nn.functional.channel_shuffle(x, 2),
    "UpsamplingNearest2d": lambda m, x: m.nn.UpsamplingNearest2d(scale_factor=2)(x),
    "UpsamplingNearest2d_size": lambda m, x: m.nn.UpsamplingNearest2d(size=(5, 7))(x),
    "UpsamplingBilinear2d": lambda m, x: m.nn.UpsamplingBilinear2d(scale_factor=2)(x),
    "UpsamplingBilinear2d_size": lambda m, x: m.nn.UpsamplingBilinear2d(size=(4, 9))(x),
    "pdist": lambda m, x: m.nn.functional.pdist(x.reshape(12, 12)),
    "pdist_p1": lambda m, x: m.nn.functional.pdist(x.reshape(16, 9), 1.0),
    "pdist_p3": lambda m, x: m.nn.functional.pdist(x.reshape(8, 18), 3.0),
}


@pytest.mark.parametrize("compiled", [False, True])
@pytest.mark.parametrize("name", list(CASES))
def test_against_torch(name, compiled):
    call = CASES[name]
    x = aotgrad.tensor(X, requires_grad=True)
    run = aotgrad.compile(lambda x: call(aotgrad, x)) if compiled else (lambda x: call(aotgrad, x))
    ours = run(x)
    tx = torch.tensor(X, requires_grad=True)
    theirs = call(torch, tx)
    np.testing.assert_allclose(np.asarray(ours), theirs.detach().numpy(), rtol=1e-10,
                               atol=1e-12)
    w = np.random.default_rng(3).standard_normal(tuple(theirs.shape))
    (ours * aotgrad.tensor(w)).sum().backward()
    (theirs * torch.tensor(w)).sum().backward()
    np.testing.assert_allclose(np.asarray(x.grad), tx.grad.numpy(), rtol=1e-9, atol=1e-12)


def test_bad_arguments_and_repr():
    with pytest.raises(ValueError, match="divisible by groups"):
        F.channel_shuffle(aotgrad.tensor(X), 4)
    with pytest.raises(aotgrad.ShapeError, match="2D tensors"):
        F.pdist(aotgrad.tensor(X))
    assert repr(nn.ChannelShuffle(3)) == repr(torch.nn.ChannelShuffle(3))
