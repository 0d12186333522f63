"""An argument of a compiled function gets a gradient only where a result depends on it
through differentiable ops, as in PyTorch's autograd graph: a parameter read only under
`no_grad()` (a target network), through `detach()`, or only by ops without gradients keeps
`.grad` None, in one graph and across graph breaks; one multiplied by zero gets zeros."""
import numpy as np
import torch

import aotgrad
from aotgrad import nn


def _pair():
    rng = np.random.default_rng(0)
    w = [rng.standard_normal((3, 2)) for _ in range(3)]
    return ([aotgrad.tensor(a, requires_grad=True) for a in w],
            [torch.tensor(a, requires_grad=True) for a in w])


def _step(lib, no_grad, x, w):
    online, target, probe = w
    with no_grad():
        t = x @ target                      # a target network: read without gradients
    mask = (x @ probe > 0)                  # read only by a comparison
    return ((x @ online - t) ** 2).sum() + lib.where(mask, 1.0, 0.0).sum()


def test_only_the_connected_parameters_get_a_grad_as_in_pytorch():
    x = np.ones((4, 3))
    ours, theirs = _pair()
    aotgrad.compile(lambda x: _step(aotgrad, aotgrad.no_grad, x, ours))(x).backward()
    _step(torch, torch.no_grad, torch.tensor(x), theirs).backward()
    for a, b in zip(ours, theirs):
        assert (a.grad is None) == (b.grad is None)
        if b.grad is not None:
            np.testing.assert_allclose(np.asarray(a.grad), b.grad.numpy(), rtol=1e-12)
    assert ours[0].grad is not None and ours[1].grad is None and ours[2].grad is None


def test_detach_and_a_zero_factor():
    a, b = (aotgrad.tensor(np.ones(3), requires_grad=True) for _ in range(2))
    aotgrad.compile(lambda a, b: (a * 0.0).sum() + (b.detach() * 3).sum())(a, b).backward()
    np.testing.assert_array_equal(np.asarray(a.grad), [0.0, 0.0, 0.0])   # in the graph
    assert b.grad is None


def test_a_target_network_across_a_graph_break():
    online, target = nn.Linear(3, 2), nn.Linear(3, 2)

    def loss(x):
        with aotgrad.no_grad():
            t = target(x)
        scale = float(t.abs().mean())       # a graph break
        return ((online(x) - t) ** 2).sum() * scale
    f = aotgrad.compile(loss)
    f(aotgrad.tensor(np.ones((4, 3), np.float32))).backward()
    assert f.last_breaks
    assert online.weight.grad is not None and target.weight.grad is None
    assert target.bias.grad is None
