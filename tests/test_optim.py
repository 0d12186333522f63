"""aotgrad.optim against torch.optim: the same parameters after the same gradients."""
from __future__ import annotations

import numpy as np
import pytest

import aotgrad
from aotgrad import nn, optim
from aotgrad.runtime import optim as optim_module

torch = pytest.importorskip("torch")

CASES = [
    ("SGD", dict(lr=0.1)),
    ("SGD", dict(lr=0.05, momentum=0.9, weight_decay=1e-2)),
    ("SGD", dict(lr=0.05, momentum=0.9, dampening=0.1)),
    ("SGD", dict(lr=0.05, momentum=0.8, nesterov=True)),
    ("Adam", dict(lr=1e-2)),
    ("Adam", dict(lr=1e-2, betas=(0.8, 0.99), weight_decay=1e-2)),
    ("AdamW", dict(lr=1e-2)),
    ("AdamW", dict(lr=1e-2, weight_decay=0.1, eps=1e-6)),
]


@pytest.mark.parametrize("name, options", CASES)
def test_updates_match_torch(name, options):
    rng = np.random.default_rng(0)
    # (300, 211) is past optim.BLOCK elements and not a multiple of it: updated in blocks
    start = [rng.standard_normal(s).astype(np.float32) for s in [(4, 3), (3,), (300, 211)]]
    ours = [aotgrad.tensor(a.copy(), requires_grad=True) for a in start]
    theirs = [torch.tensor(a.copy(), requires_grad=True) for a in start]
    opt, topt = getattr(optim, name)(ours, **options), getattr(torch.optim, name)(theirs,
                                                                                  **options)
    for _ in range(10):
        grads = [rng.standard_normal(a.shape).astype(np.float32) for a in start]
        opt.zero_grad()
        topt.zero_grad()
        for p, q, g in zip(ours, theirs, grads):
            p.grad, q.grad = g.copy(), torch.tensor(g)
        opt.step()
        topt.step()
    for p, q in zip(ours, theirs):
        np.testing.assert_allclose(p.data, q.detach().numpy(), rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("name, options", CASES)
def test_updates_in_blocks_give_the_numbers_of_whole_array_updates(name, options, monkeypatch):
    monkeypatch.setattr(optim_module, "_axpy", dict)              # numpy, not a BLAS axpy
    rng = np.random.default_rng(1)
    start = rng.standard_normal((300, 211)).astype(np.float32)
    finals = []
    for block in (optim_module.BLOCK, 10 ** 9):           # blocks, then the whole array at once
        monkeypatch.setattr(optim_module, "BLOCK", block)
        p = aotgrad.tensor(start.copy(), requires_grad=True)
        opt = getattr(optim, name)([p], **options)
        for k in range(3):
            p.grad = np.random.default_rng(k).standard_normal(start.shape).astype(np.float32)
            opt.step()
        finals.append(np.asarray(p.data).copy())
    np.testing.assert_array_equal(finals[0], finals[1])


def test_plain_sgd_on_a_large_parameter_is_one_blas_axpy(monkeypatch):
    if not optim_module._axpy():
        pytest.skip("no BLAS next to numpy")
    calls = []
    real = optim_module.axpy
    monkeypatch.setattr(optim_module, "axpy", lambda *a: calls.append(a[0]) or real(*a))
    rng = np.random.default_rng(2)
    start = rng.standard_normal((300, 211)).astype(np.float32)
    grad = rng.standard_normal(start.shape).astype(np.float32)
    p = aotgrad.tensor(start.copy(), requires_grad=True)
    p.grad = grad
    optim.SGD([p], lr=0.1).step()
    assert calls == [-0.1]
    # one rounding (a fused multiply-add where the BLAS has one) against numpy's two
    np.testing.assert_allclose(p.data, start - np.float32(0.1) * grad, rtol=1e-6, atol=1e-7)
    small = aotgrad.tensor(start[:2].copy(), requires_grad=True)        # below AXPY_MIN
    small.grad = grad[:2]
    optim.SGD([small], lr=0.1).step()
    np.testing.assert_array_equal(small.data, start[:2] - np.float32(0.1) * grad[:2])


def test_zero_grad_groups_and_checks():
    a = aotgrad.tensor(np.ones(2, np.float32), requires_grad=True)
    b = aotgrad.tensor(np.ones(2, np.float32), requires_grad=True)
    opt = optim.SGD([{"params": [a]}, {"params": [b], "lr": 1.0}], lr=0.1)
    a.grad, b.grad = np.ones(2, np.float32), np.ones(2, np.float32)
    opt.step()
    np.testing.assert_allclose(a.data, 0.9)
    np.testing.assert_allclose(b.data, 0.0)
    opt.zero_grad(set_to_none=False)
    assert np.array_equal(a.grad, np.zeros(2))
    opt.zero_grad()
    assert a.grad is None and b.grad is None
    opt.step()                                   # no gradients: nothing moves
    np.testing.assert_allclose(a.data, 0.9)
    with pytest.raises(TypeError, match="require grad"):
        optim.SGD([aotgrad.tensor(np.ones(2))], lr=0.1)
    with pytest.raises(ValueError, match="empty"):
        optim.Adam([])


def test_a_compiled_step_sees_each_update():
    model = nn.Linear(3, 1)
    opt = optim.SGD(model.parameters(), lr=0.1)
    x, y = np.ones((4, 3), np.float32), np.zeros((4, 1), np.float32)
    step = aotgrad.compile(lambda m, x, y: nn.mse_loss(m(x), y))
    losses = []
    for _ in range(5):
        opt.zero_grad()
        loss = step(model, x, y)
        loss.backward()
        opt.step()
        losses.append(loss.item())
    assert all(b < a for a, b in zip(losses, losses[1:]))
    assert step.cache_info().misses == 1
    with aotgrad.no_grad():
        np.testing.assert_allclose(step(model, x, y).item(),
                                   float(nn.mse_loss(model(x), y)), rtol=1e-6)
