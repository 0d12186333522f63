"""RMSprop against torch.optim.RMSprop, the compiled (`fused=True`) updates against the host
ones, and optimizer state dicts in PyTorch's layout: a round trip resumes training with the
same numbers, and state moves between aotgrad and PyTorch."""
from __future__ import annotations

import pickle

import numpy as np
import pytest

import aotgrad
from aotgrad import optim
from aotgrad.optim import lr_scheduler

torch = pytest.importorskip("torch")

SHAPES = [(4, 3), (3,), (300, 211)]       # the last is past optim.BLOCK: updated in blocks

RMSPROP = [dict(), dict(lr=1e-2, alpha=0.9), dict(lr=1e-2, weight_decay=0.1, eps=1e-6),
           dict(lr=1e-2, momentum=0.9), dict(lr=1e-2, centered=True),
           dict(lr=5e-3, alpha=0.3, centered=True, momentum=0.5, weight_decay=1e-2)]

ALL = [("SGD", dict(lr=0.1, momentum=0.9, weight_decay=1e-2)),
       ("SGD", dict(lr=0.05, momentum=0.8, nesterov=True)), ("SGD", dict(lr=0.1)),
       ("Adam", dict(lr=1e-2, weight_decay=1e-2)), ("AdamW", dict(lr=1e-2)),
       ("RMSprop", dict(lr=1e-2, momentum=0.9, centered=True))]


def _start(seed=0, shapes=SHAPES):
    rng = np.random.default_rng(seed)
    return [rng.standard_normal(s).astype(np.float32) for s in shapes]


def _steps(params, opt, n, seed, torch_params=None, topt=None):
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


@pytest.mark.parametrize("options", RMSPROP)
def test_rmsprop_matches_torch(options):
    start = _start()
    ours = [aotgrad.tensor(a.copy(), requires_grad=True) for a in start]
    theirs = [torch.tensor(a.copy(), requires_grad=True) for a in start]
    opt, topt = optim.RMSprop(ours, **options), torch.optim.RMSprop(theirs, **options)
    _steps(ours, opt, 10, 1, theirs, topt)
    # centered with a small alpha: sqrt(E[g^2] - E[g]^2) of nearly one gradient is a difference
    # of close numbers, which turns the ulps of fused multiply-adds into 6e-6 of a parameter
    atol = 1e-5 if options.get("alpha", 1) < 0.5 else 1e-6
    for p, q in zip(ours, theirs):
        np.testing.assert_allclose(p.data, q.detach().numpy(), rtol=1e-5, atol=atol)
    for i, q in enumerate(theirs):
        ours_state, their_state = opt.state_dict()["state"][i], topt.state_dict()["state"][i]
        assert sorted(ours_state) == sorted(their_state)
        assert ours_state["step"] == float(their_state["step"]) == 10


@pytest.mark.parametrize("name, options", ALL + [("RMSprop", o) for o in RMSPROP[1:]])
def test_the_compiled_update_gives_the_host_numbers(name, options):
    start = _start(shapes=SHAPES[:2])
    finals = []
    for fused in (False, True):
        params = [aotgrad.tensor(a.copy(), requires_grad=True) for a in start]
        opt = getattr(optim, name)(params, fused=fused, **options)
        _steps(params, opt, 5, 2)
        finals.append([p.data.copy() for p in params])
    for host, compiled in zip(*finals):
        np.testing.assert_allclose(compiled, host, rtol=2e-5, atol=1e-6)


@pytest.mark.parametrize("name, options", [("SGD", dict(lr=0.1, momentum=0.9)),
                                           ("Adam", dict(lr=1e-2)),
                                           ("RMSprop", dict(lr=1e-2, momentum=0.5))])
def test_a_schedule_on_the_compiled_update_compiles_it_once(name, options):
    start = _start(shapes=SHAPES[:2])
    params = [aotgrad.tensor(a.copy(), requires_grad=True) for a in start]
    theirs = [torch.tensor(a.copy(), requires_grad=True) for a in start]
    opt = getattr(optim, name)(params, fused=True, **options)
    topt = getattr(torch.optim, name)(theirs, **options)
    sched = lr_scheduler.OneCycleLR(opt, max_lr=0.05, total_steps=8,
                                    **({} if name != "RMSprop" else dict(base_momentum=0.3)))
    tsched = torch.optim.lr_scheduler.OneCycleLR(
        topt, max_lr=0.05, total_steps=8, **({} if name != "RMSprop" else dict(base_momentum=0.3)))
    rng = np.random.default_rng(3)
    for _ in range(7):
        grads = [rng.standard_normal(p.shape).astype(np.float32) for p in params]
        for p, q, g in zip(params, theirs, grads):
            p.grad, q.grad = g.copy(), torch.tensor(g)
        opt.step()
        topt.step()
        sched.step()
        tsched.step()
    assert len(opt._device_steps) == 1
    (fn,) = opt._device_steps.values()
    assert fn.cache_info().misses == 1
    for p, q in zip(params, theirs):
        np.testing.assert_allclose(p.data, q.detach().numpy(), rtol=2e-5, atol=1e-6)


@pytest.mark.parametrize("name, options", ALL)
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
    assert resumed.param_groups[0]["params"][0] is b[0]
    _steps(a, opt, 4, 5)
    _steps(b, resumed, 4, 5)
    for p, q in zip(a, b):
        np.testing.assert_array_equal(p.data, q.data)


@pytest.mark.parametrize("name, options", ALL)
def test_state_dicts_have_torch_layout_and_move_both_ways(name, options):
    start = _start(shapes=SHAPES[:2])
    ours = [aotgrad.tensor(x.copy(), requires_grad=True) for x in start]
    theirs = [torch.tensor(x.copy(), requires_grad=True) for x in start]
    opt = getattr(optim, name)([{"params": ours[:1]}, {"params": ours[1:], "lr": 0.02}],
                               **options)
    topt = getattr(torch.optim, name)([{"params": theirs[:1]}, {"params": theirs[1:],
                                                                 "lr": 0.02}], **options)
    _steps(ours, opt, 3, 6, theirs, topt)
    mine, torch_sd = opt.state_dict(), topt.state_dict()
    assert [g["params"] for g in mine["param_groups"]] == [[0], [1]]
    for g, tg in zip(mine["param_groups"], torch_sd["param_groups"]):
        assert {k: v for k, v in g.items() if k in tg} == \
            {k: tg[k] for k in g if k in tg}
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
    for p, q, r, s in zip(ours, theirs, c, d):
        np.testing.assert_allclose(r.data, q.detach().numpy(), rtol=1e-5, atol=1e-6)
        np.testing.assert_allclose(s.detach().numpy(), p.data, rtol=1e-5, atol=1e-6)


def test_state_dict_and_param_group_errors_say_what_is_wrong():
    p, q = (aotgrad.tensor(np.ones(3, np.float32), requires_grad=True) for _ in range(2))
    opt = optim.Adam([p], lr=0.1)
    opt.add_param_group({"params": q, "lr": 0.5, "betas": (0.5, 0.9)})
    assert opt.param_groups[1]["params"] == [q] and opt.param_groups[1]["eps"] == 1e-8
    with pytest.raises(ValueError, match="more than one parameter group"):
        opt.add_param_group({"params": [p]})
    with pytest.raises(TypeError, match="ordered collections"):
        opt.add_param_group({"params": {p}})
    with pytest.raises(TypeError, match="unexpected keyword argument 'momentum'"):
        optim.Adam([p], momentum=0.9)
    with pytest.raises(ValueError, match="does not support amsgrad=True"):
        optim.Adam([p], amsgrad=True)
    with pytest.raises(ValueError, match="Invalid alpha value: -0.1"):
        optim.RMSprop([p], alpha=-0.1)
    saved = opt.state_dict()
    with pytest.raises(ValueError, match="different number of parameter groups"):
        optim.Adam([p]).load_state_dict(saved)
    with pytest.raises(ValueError, match="doesn't match the size"):
        optim.Adam([{"params": [p]}, {"params": [q, aotgrad.tensor(
            np.ones(1, np.float32), requires_grad=True)]}]).load_state_dict(saved)
    p.grad = np.ones(3, np.float32)
    opt.step()
    bad = opt.state_dict()
    bad["state"][0]["exp_avg"] = np.zeros(4, np.float32)
    with pytest.raises(ValueError, match=r"'exp_avg' has shape \[4\], the parameter \[3\]"):
        opt.load_state_dict(bad)
    bad["state"][0] = {"max_exp_avg_sq": np.zeros(3, np.float32)}
    with pytest.raises(ValueError, match="Adam has no state 'max_exp_avg_sq'"):
        opt.load_state_dict(bad)
    with pytest.raises(ValueError, match="'state' and 'param_groups'"):
        opt.load_state_dict({"state": {}})


def test_state_reads_by_parameter_as_torch():
    p = aotgrad.tensor(np.ones(3, np.float32), requires_grad=True)
    q = torch.ones(3, requires_grad=True)
    opt, topt = optim.Adam([p], lr=0.1), torch.optim.Adam([q], lr=0.1)
    assert opt.state[p] == {} and len(topt.state[q]) == 0
    p.grad, q.grad = np.full(3, 0.5, np.float32), torch.full((3,), 0.5)
    opt.step()
    topt.step()
    assert p in opt.state and opt.state.get(p)["step"] == 1
    np.testing.assert_allclose(opt.state[p]["exp_avg"], topt.state[q]["exp_avg"].numpy())


def test_named_parameters_give_param_names_as_torch():
    model = aotgrad.nn.Linear(3, 2)
    tmodel = torch.nn.Linear(3, 2)
    opt = optim.SGD(model.named_parameters(), lr=0.1, momentum=0.9)
    topt = torch.optim.SGD(tmodel.named_parameters(), lr=0.1, momentum=0.9)
    assert opt.param_groups[0]["params"] == list(model.parameters())
    assert opt.state_dict()["param_groups"][0]["param_names"] == \
        topt.state_dict()["param_groups"][0]["param_names"] == ["weight", "bias"]
    with pytest.raises(ValueError, match="with/without names"):
        opt.add_param_group({"params": [aotgrad.tensor(np.ones(1, np.float32),
                                                       requires_grad=True)]})
    resumed = optim.SGD(model.named_parameters(), lr=0.1)
    resumed.load_state_dict(optim.SGD(model.parameters(), lr=0.5).state_dict())
    assert resumed.param_groups[0]["param_names"] == ["weight", "bias"]
    assert resumed.param_groups[0]["lr"] == 0.5
