"""aotgrad.nn.utils against torch.nn.utils: the same total norm and the same clipped gradients,
and training with clipping, an optimizer and a schedule gives PyTorch's parameters."""
from __future__ import annotations

import math

import numpy as np
import pytest

import aotgrad
from aotgrad import nn, optim
from aotgrad.optim import lr_scheduler
from aotgrad.runtime.nn_utils import _norm

torch = pytest.importorskip("torch")


def _with_grads(seed=0, scale=1.0, none_at=()):
    rng = np.random.default_rng(seed)
    shapes = [(6, 5), (5,), (3, 4, 2), (7,)]
    ours, theirs = [], []
    for i, s in enumerate(shapes):
        p = aotgrad.tensor(rng.standard_normal(s).astype(np.float32), requires_grad=True)
        q = torch.tensor(p.data.copy(), requires_grad=True)
        if i not in none_at:
            g = (scale * rng.standard_normal(s)).astype(np.float32)
            p.grad, q.grad = g.copy(), torch.tensor(g)
        ours.append(p)
        theirs.append(q)
    return ours, theirs


@pytest.mark.parametrize("norm_type", [2.0, 1, 3.0, 0.5, math.inf, -math.inf, 0, "inf"])
@pytest.mark.parametrize("max_norm", [0.5, 1e4])
def test_clip_grad_norm_matches_torch(norm_type, max_norm):
    ours, theirs = _with_grads(none_at=(1,))
    held = [p.grad for p in ours]
    total = nn.utils.clip_grad_norm_(ours, max_norm, norm_type=norm_type)
    want = torch.nn.utils.clip_grad_norm_(theirs, max_norm, norm_type=norm_type)
    assert isinstance(total, aotgrad.Tensor) and total.shape == () and total.dtype == np.float32
    np.testing.assert_allclose(float(total.item()), float(want), rtol=1e-6)
    for p, q, g in zip(ours, theirs, held):
        if q.grad is None:
            assert p.grad is None
            continue
        assert p.grad is g                          # scaled in place
        np.testing.assert_allclose(p.grad, q.grad.numpy(), rtol=1e-6, atol=1e-7)
    clipped = max_norm < float(want)
    assert clipped == (not np.allclose(held[0], _with_grads(none_at=(1,))[0][0].grad))


def test_clip_grad_norm_takes_one_tensor_a_generator_and_no_grads():
    ours, theirs = _with_grads(scale=10.0)
    total = nn.utils.clip_grad_norm_(ours[0], 1.0)
    want = torch.nn.utils.clip_grad_norm_(theirs[0], 1.0)
    np.testing.assert_allclose(float(total.item()), float(want), rtol=1e-6)
    np.testing.assert_allclose(np.linalg.norm(ours[0].grad), 1.0, rtol=1e-5)
    model = nn.Linear(3, 2)
    assert float(nn.utils.clip_grad_norm_(model.parameters(), 1.0).item()) == 0.0
    ours, theirs = _with_grads(seed=3, scale=5.0)
    total = nn.utils.clip_grad_norm_(iter(ours), max_norm=2.0, norm_type=1.0)
    want = torch.nn.utils.clip_grad_norm_(iter(theirs), max_norm=2.0, norm_type=1.0)
    np.testing.assert_allclose(float(total.item()), float(want), rtol=1e-6)


def test_a_nonfinite_norm_is_an_error_only_when_asked():
    ours, theirs = _with_grads()
    ours[0].grad[0, 0] = np.nan
    theirs[0].grad[0, 0] = math.nan
    with pytest.raises(RuntimeError, match="total norm of order 2.0 .* is non-finite"):
        nn.utils.clip_grad_norm_(ours, 1.0, error_if_nonfinite=True)
    with pytest.raises(RuntimeError, match="non-finite"):
        torch.nn.utils.clip_grad_norm_(theirs, 1.0, error_if_nonfinite=True)
    assert np.isnan(float(nn.utils.clip_grad_norm_(ours, 1.0).item()))
    assert np.isnan(ours[1].grad).all()             # scaled by a NaN factor, as PyTorch


def test_clip_grad_value_matches_torch():
    ours, theirs = _with_grads(scale=2.0, none_at=(2,))
    held = ours[0].grad
    assert nn.utils.clip_grad_value_(ours, clip_value=0.75) is None
    torch.nn.utils.clip_grad_value_(theirs, clip_value=0.75)
    assert ours[0].grad is held
    for p, q in zip(ours, theirs):
        if q.grad is not None:
            np.testing.assert_array_equal(p.grad, q.grad.numpy())
    assert np.abs(held).max() == np.float32(0.75)
    with pytest.raises(ValueError, match="clip_value must be a number"):
        nn.utils.clip_grad_value_(ours, "1")


@pytest.mark.parametrize("p", [2.0, 1.0, 3.0, math.inf, -math.inf, 0.0])
def test_norms_by_aotgrad_ops_give_numpys(p):
    """The ops that take the norm of a device gradient, run here on host tensors."""
    x = np.random.default_rng(4).standard_normal((7, 9)).astype(np.float32)
    x[0, :3] = 0.0
    got = _norm(aotgrad.tensor(x), p)
    assert isinstance(got, aotgrad.Tensor)
    np.testing.assert_allclose(float(got.item()), np.linalg.norm(x.ravel(), p), rtol=1e-5)


def test_training_with_clipping_and_a_schedule_matches_torch():
    tmodel = torch.nn.Sequential(torch.nn.Linear(6, 8), torch.nn.Tanh(), torch.nn.Linear(8, 3))
    model = nn.Sequential(nn.Linear(6, 8), nn.Tanh(), nn.Linear(8, 3))
    model.load_state_dict({k: v.detach().numpy() for k, v in tmodel.state_dict().items()})
    opt = optim.AdamW(model.parameters(), lr=0.05)
    topt = torch.optim.AdamW(tmodel.parameters(), lr=0.05)
    sched = lr_scheduler.CosineAnnealingLR(opt, T_max=6)
    tsched = torch.optim.lr_scheduler.CosineAnnealingLR(topt, T_max=6)
    rng = np.random.default_rng(5)
    x = rng.standard_normal((16, 6)).astype(np.float32)
    y = rng.integers(0, 3, 16)
    step = aotgrad.compile(lambda m, x, y: nn.cross_entropy(m(x), y))
    norms = []
    for _ in range(6):
        opt.zero_grad()
        step(model, x, y).backward()
        total = nn.utils.clip_grad_norm_(model.parameters(), 0.3)
        opt.step()
        sched.step()
        topt.zero_grad()
        torch.nn.functional.cross_entropy(tmodel(torch.tensor(x)), torch.tensor(y)).backward()
        want = torch.nn.utils.clip_grad_norm_(tmodel.parameters(), 0.3)
        topt.step()
        tsched.step()
        np.testing.assert_allclose(float(total.item()), float(want), rtol=1e-4)
        norms.append(float(want))
    assert max(norms) > 0.3                         # the clipping did clip
    for (name, p), q in zip(model.named_parameters(), tmodel.parameters()):
        np.testing.assert_allclose(p.data, q.detach().numpy(), rtol=1e-4, atol=1e-5,
                                   err_msg=name)


@pytest.mark.parametrize("norm_type", [2.0, 1.0, math.inf])
def test_the_device_path_clips_as_torch(norm_type, monkeypatch):
    """Host arrays taken for device arrays: the aotgrad ops that clip device gradients."""
    from aotgrad.runtime import nn_utils
    monkeypatch.setattr(nn_utils, "DeviceArray", np.ndarray)
    ours, theirs = _with_grads(seed=6, scale=3.0, none_at=(3,))
    held = ours[0].grad
    total = nn.utils.clip_grad_norm_(ours, 1.5, norm_type=norm_type)
    want = torch.nn.utils.clip_grad_norm_(theirs, 1.5, norm_type=norm_type)
    np.testing.assert_allclose(float(total.item()), float(want), rtol=1e-5)
    assert ours[0].grad is not held                 # replaced by the op's result
    for p, q in zip(ours, theirs):
        if q.grad is not None:
            np.testing.assert_allclose(p.grad, q.grad.numpy(), rtol=1e-5, atol=1e-7)
    nn.utils.clip_grad_value_(ours, 0.01)
    torch.nn.utils.clip_grad_value_(theirs, 0.01)
    for p, q in zip(ours, theirs):
        if q.grad is not None:
            np.testing.assert_allclose(p.grad, q.grad.numpy(), rtol=1e-6)
