"""`Module.to(dtype)`, `.double()`, `.float()` as PyTorch's: floating-point parameters, their
gradients and floating-point buffers converted in place (integer buffers kept), the same
objects (an optimizer made before keeps updating them), and a compiled function that reads the
module compiles once more for the new dtype."""
import numpy as np
import pytest
import torch

import aotgrad
from aotgrad import nn


def _pair():
    nn.manual_seed(0)
    ours = nn.Sequential(nn.Linear(3, 4), nn.BatchNorm1d(4), nn.Tanh(), nn.Linear(4, 2))
    theirs = torch.nn.Sequential(torch.nn.Linear(3, 4), torch.nn.BatchNorm1d(4),
                                 torch.nn.Tanh(), torch.nn.Linear(4, 2))
    theirs.load_state_dict({k: torch.tensor(v) for k, v in ours.state_dict().items()})
    return ours, theirs


def test_double_converts_in_place_and_matches_torch_compiled():
    ours, theirs = _pair()
    params = list(ours.parameters())
    x = np.random.default_rng(1).standard_normal((6, 3))
    step = aotgrad.compile(lambda x: (ours(x) ** 2).sum())
    step(aotgrad.tensor(x.astype(np.float32))).backward()          # compiled for f32 first
    assert ours[0].weight.grad.dtype == np.float32
    assert ours.double() is ours and list(ours.parameters()) == params   # the same objects
    assert all(p.dtype == np.float64 and p.grad is None or p.grad.dtype == np.float64
               for p in ours.parameters())
    state = ours.state_dict()
    assert state["1.running_mean"].dtype == np.float64
    assert state["1.num_batches_tracked"].dtype == np.int64              # integers kept
    for p in ours.parameters():
        p.grad = None
    loss = step(aotgrad.tensor(x))                                       # compiles again
    loss.backward()
    theirs.double()
    want = (theirs(torch.tensor(x)) ** 2).sum()
    want.backward()
    assert loss.dtype == np.float64
    np.testing.assert_allclose(loss.item(), want.item(), rtol=1e-12)
    for p, q in zip(ours.parameters(), theirs.parameters()):
        np.testing.assert_allclose(p.grad, q.grad.numpy(), rtol=1e-10, atol=1e-12)
    assert step.cache_info().misses == 2


def test_to_dtype_spellings_and_back_to_float():
    ours, _ = _pair()
    ours.to(aotgrad.float64)
    assert ours[0].weight.dtype == np.float64
    ours.to(dtype="f32")
    assert ours[0].weight.dtype == np.float32
    ours.to(np.float64).float()
    assert ours[3].bias.dtype == np.float32
    with pytest.raises(TypeError, match="floating dtype"):
        ours.to(aotgrad.int64)
