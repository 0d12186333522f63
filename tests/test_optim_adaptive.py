"""Adagrad, Adadelta, Adamax, NAdam, RAdam, Rprop and ASGD against torch.optim: the same parameters over
several steps with parameter groups and schedules, the compiled (`fused=True`) updates against
the host ones, and state dicts in PyTorch's layout (round trips, and moves both ways)."""
from __future__ import annotations

import pickle

import numpy as np
import pytest

import aotgrad
from aotgrad import optim
from aotgrad.optim import lr_scheduler

torch = pytest.importorskip("torch")

SHAPES = [(4, 3), (3,), (300, 211)]       # the last is past optim.BLOCK: updated in blocks

CASES = [
    ("Adagrad", dict()),
    ("Adagrad", dict(lr=0.05, lr_decay=0.1, weight_decay=1e-2, initial_accumulator_value=0.1,
                     eps=1e-8)),
    ("Adadelta", dict()),
    ("Adadelta", dict(lr=0.5, rho=0.8, eps=1e-5, weight_decay=1e-2)),
    ("Adamax", dict()),
    ("Adamax", dict(lr=1e-2, betas=(0.8, 0.99), eps=1e-6, weight_decay=1e-2)),
    ("NAdam", dict()),
    ("NAdam", dict(lr=1e-2, betas=(0.8, 0.99), weight_decay=1e-2, momentum_decay=1e-2)),
    ("NAdam", dict(lr=1e-2, weight_decay=0.1, decoupled_weight_decay=True)),
    ("RAdam", dict()),
    ("RAdam", dict(lr=1e-2, betas=(0.8, 0.9), weight_decay=1e-2)),
    ("RAdam", dict(lr=1e-2, weight_decay=0.1, decoupled_weight_decay=True)),
    ("Rprop", dict()),
    ("Rprop", dict(lr=1e-3, etas=(0.3, 1.5), step_sizes=(1e-4, 2e-3))),
    ("ASGD", dict()),
    ("ASGD", dict(lr=0.05, lambd=1e-2, alpha=0.5, t0=3, weight_decay=1e-2)),
]
IDS = [f"{name}-{i}" for i, (name, _) in enumerate(CASES)]


def _start(seed=0, shapes=SHAPES):
    rng = np.random.default_rng(seed)
    return [rng.standard_normal(s).astype(np.float32) for s in shapes]


def _pair(name, options, start, **ours_only):
    """aotgrad's and PyTorch's optimizer over copies of `start`, in two groups (the second
    with a learning rate of its own)."""
    ours = [aotgrad.tensor(a.copy(), requires_grad=True) for a in start]
    theirs = [torch.tensor(a.copy(), requires_grad=True) for a in start]
    lr = options.get("lr", getattr(optim, name).defaults["lr"]) / 2
    opt = getattr(optim, name)([{"params": ours[:1]}, {"params": ours[1:], "lr": lr}],
                               **options, **ours_only)
    topt = getattr(torch.optim, name)([{"params": theirs[:1]}, {"params": theirs[1:],
                                                                 "lr": lr}], **options)
    return ours, theirs, opt, topt


def _steps(params, opt, n, seed, torch_params=None, topt=None, scheds=()):
    """`n` steps of random gradients (the same for aotgrad and, given, PyTorch)."""
    rng = np.random.default_rng(seed)
    for _ in range(n):
        grads = [rng.standard_normal(p.shape).astype(np.float32) for p in params]
        for p, g in zip(params, grads):
            p.grad = g.copy()
        opt.step()
        if topt is not None:
            for q, g in zip(torch_params, grads):
                q.grad = torch.tensor(g)
            topt.step()
        for sched in scheds:
            sched.step()


def _same(ours, theirs, rtol=1e-5, atol=1e-6):
    for p, q in zip(ours, theirs):
        np.testing.assert_allclose(p.data, q.detach().numpy(), rtol=rtol, atol=atol)


@pytest.mark.parametrize("name, options", CASES, ids=IDS)
def test_updates_match_torch_with_param_groups(name, options):
    ours, theirs, opt, topt = _pair(name, options, _start())
    _steps(ours, opt, 10, 1, theirs, topt)
    _same(ours, theirs)
    for i in range(len(ours)):
        mine, their_state = opt.state_dict()["state"][i], topt.state_dict()["state"][i]
        assert sorted(mine) == sorted(their_state)
        assert mine["step"] == float(their_state["step"]) == 10
        for k in mine:              # ASGD's average `ax` with t0=3 included
            np.testing.assert_allclose(mine[k], np.asarray(their_state[k]), rtol=1e-5,
                                       atol=1e-6)


@pytest.mark.parametrize("name, options", CASES, ids=IDS)
def test_the_compiled_update_gives_the_host_numbers(name, options):
    start = _start(shapes=SHAPES[:2])
    finals = []
    for fused in (False, True):
        params = [aotgrad.tensor(a.copy(), requires_grad=True) for a in start]
        opt = getattr(optim, name)(params, fused=fused, **options)
        _steps(params, opt, 8, 2)
        finals.append([p.data.copy() for p in params])
    for host, compiled in zip(*finals):
        np.testing.assert_allclose(compiled, host, rtol=2e-5, atol=1e-6)


@pytest.mark.parametrize("name", ["Adagrad", "Adadelta", "Adamax", "NAdam", "RAdam", "Rprop",
                                  "ASGD"])
@pytest.mark.parametrize("fused", [False, True])
def test_a_schedule_changes_lr_as_torch_and_compiles_the_update_once(name, fused):
    start = _start(shapes=SHAPES[:2])
    ours, theirs, opt, topt = _pair(name, {}, start, fused=fused)
    cycle = "betas" in opt.defaults            # OneCycleLR then cycles beta1 too
    scheds = [lr_scheduler.OneCycleLR(opt, max_lr=0.05, total_steps=10, cycle_momentum=cycle)]
    tscheds = [torch.optim.lr_scheduler.OneCycleLR(topt, max_lr=0.05, total_steps=10,
                                                   cycle_momentum=cycle)]
    rng = np.random.default_rng(3)
    for _ in range(9):
        grads = [rng.standard_normal(p.shape).astype(np.float32) for p in ours]
        for p, q, g in zip(ours, theirs, grads):
            p.grad, q.grad = g.copy(), torch.tensor(g)
        opt.step()
        topt.step()
        scheds[0].step()
        tscheds[0].step()
        assert [g["lr"] for g in opt.param_groups] == [g["lr"] for g in topt.param_groups]
    _same(ours, theirs, rtol=2e-5)
    if fused:
        assert len(opt._device_steps) == 2             # one per group
        assert all(fn.cache_info().misses == 1 for fn in opt._device_steps.values())


@pytest.mark.parametrize("name, options", CASES[::2], ids=IDS[::2])
@pytest.mark.parametrize("fused", [False, True])
def test_a_state_dict_round_trip_resumes_bit_identically(name, options, fused):
    start = _start(shapes=SHAPES if not fused else SHAPES[:2])
    a = [aotgrad.tensor(x.copy(), requires_grad=True) for x in start]
    opt = getattr(optim, name)([{"params": a[:1]}, {"params": a[1:], "lr": 0.02}],
                               fused=fused, **options)
    _steps(a, opt, 3, 4)
    saved = pickle.loads(pickle.dumps(opt.state_dict()))
    b = [aotgrad.tensor(p.data.copy(), requires_grad=True) for p in a]
    resumed = getattr(optim, name)([{"params": b[:1]}, {"params": b[1:]}], lr=1.0, fused=fused)
    resumed.load_state_dict(saved)
    assert resumed.param_groups[1]["lr"] == 0.02
    _steps(a, opt, 4, 5)
    _steps(b, resumed, 4, 5)
    for p, q in zip(a, b):
        np.testing.assert_array_equal(p.data, q.data)


@pytest.mark.parametrize("name, options", CASES[1::2], ids=IDS[1::2])
def test_state_dicts_have_torch_layout_and_move_both_ways(name, options):
    start = _start(shapes=SHAPES[:2])
    ours, theirs, opt, topt = _pair(name, options, start)
    _steps(ours, opt, 3, 6, theirs, topt)
    mine, torch_sd = opt.state_dict(), topt.state_dict()
    assert [g["params"] for g in mine["param_groups"]] == [[0], [1]]
    for g, tg in zip(mine["param_groups"], torch_sd["param_groups"]):
        assert {k: v for k, v in g.items() if k in tg} == {k: tg[k] for k in g if k in tg}
        assert set(g) <= set(tg)
    assert mine["state"].keys() == torch_sd["state"].keys()
    for i in mine["state"]:
        assert mine["state"][i].keys() == torch_sd["state"][i].keys()
        for k, v in mine["state"][i].items():
            np.testing.assert_allclose(v, np.asarray(torch_sd["state"][i][k]), rtol=1e-5,
                                       atol=1e-6)
    # PyTorch's state dict resumes aotgrad, and aotgrad's resumes PyTorch: same next steps
    c = [aotgrad.tensor(q.detach().numpy().copy(), requires_grad=True) for q in theirs]
    from_torch = getattr(optim, name)([{"params": c[:1]}, {"params": c[1:]}], **options)
    from_torch.load_state_dict(torch_sd)
    d = [torch.tensor(p.data.copy(), requires_grad=True) for p in ours]
    to_torch = getattr(torch.optim, name)([{"params": d[:1]}, {"params": d[1:]}], **options)
    to_torch.load_state_dict({"state": {i: {k: torch.tensor(v) for k, v in s.items()}
                                        for i, s in mine["state"].items()},
                              "param_groups": mine["param_groups"]})
    _steps(c, from_torch, 3, 7, d, to_torch)
    _steps(ours, opt, 3, 7, theirs, topt)
    _same(c, theirs)
    _same(ours, d)


@pytest.mark.parametrize("fused", [False, True])
def test_adagrad_state_exists_before_a_step_as_torch_s(fused):
    ours, theirs, opt, topt = _pair("Adagrad", dict(initial_accumulator_value=0.5),
                                    _start(shapes=SHAPES[:2]), fused=fused)
    mine, torch_sd = opt.state_dict(), topt.state_dict()
    assert mine["state"].keys() == torch_sd["state"].keys() == {0, 1}
    for i in mine["state"]:
        assert mine["state"][i]["step"] == 0
        np.testing.assert_array_equal(mine["state"][i]["sum"], torch_sd["state"][i]["sum"])
    np.testing.assert_array_equal(opt.state[ours[0]]["sum"], np.full((4, 3), 0.5))
    _steps(ours[:1], opt, 3, 10, theirs[:1], topt)       # one parameter never has a gradient
    _same(ours, theirs)
    assert opt.state_dict()["state"][1]["step"] == 0


def test_fused_state_dicts_load_torch_state():
    """A torch state dict (NAdam's `mu_product` a 0-d tensor) loads into the compiled update."""
    start = _start(shapes=SHAPES[:2])
    ours, theirs, opt, topt = _pair("NAdam", {}, start)
    _steps(ours, opt, 3, 8, theirs, topt)
    c = [aotgrad.tensor(q.detach().numpy().copy(), requires_grad=True) for q in theirs]
    fused = optim.NAdam([{"params": c[:1]}, {"params": c[1:]}], fused=True)
    fused.load_state_dict(topt.state_dict())
    _steps(c, fused, 3, 9, theirs, topt)
    _same(c, theirs, rtol=2e-5)


def test_defaults_and_bad_arguments_are_torch_s():
    p = aotgrad.tensor(np.ones(3, np.float32), requires_grad=True)
    q = torch.ones(3, requires_grad=True)
    for name in ["Adagrad", "Adadelta", "Adamax", "NAdam", "RAdam", "Rprop", "ASGD"]:
        ours, theirs = getattr(optim, name)([p]), getattr(torch.optim, name)([q])
        group, tgroup = ours.param_groups[0], theirs.param_groups[0]
        assert {k: v for k, v in group.items() if k != "params"} == \
            {k: tgroup[k] for k in group if k != "params"}
    bad = [("Adagrad", dict(lr_decay=-1), "Invalid lr_decay value: -1"),
           ("Adagrad", dict(initial_accumulator_value=-1),
            "Invalid initial_accumulator_value value: -1"),
           ("Adagrad", dict(eps=-1), "Invalid epsilon value: -1"),
           ("Adadelta", dict(rho=1.5), "Invalid rho value: 1.5"),
           ("Adamax", dict(betas=(1.0, 0.9)), "Invalid beta parameter at index 0: 1.0"),
           ("NAdam", dict(momentum_decay=-1), "Invalid momentum_decay value: -1"),
           ("RAdam", dict(weight_decay=-1), "Invalid weight_decay value: -1"),
           ("Rprop", dict(etas=(0.5, 0.9)), "Invalid eta values: 0.5, 0.9"),
           ("ASGD", dict(weight_decay=-1), "Invalid weight_decay value: -1")]
    for name, options, message in bad:
        with pytest.raises(ValueError, match=message):
            getattr(torch.optim, name)([q], **options)
        with pytest.raises(ValueError, match=message):
            getattr(optim, name)([p], **options)
    with pytest.raises(ValueError, match="does not support maximize=True"):
        optim.NAdam([p], maximize=True)
    with pytest.raises(ValueError, match="does not support decoupled_weight_decay=True"):
        optim.Adamax([p], decoupled_weight_decay=True)
