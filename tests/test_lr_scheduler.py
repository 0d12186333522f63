"""aotgrad.optim.lr_scheduler against torch.optim.lr_scheduler: the same learning rates (and
OneCycleLR's momenta) at every step, the same parameters after training with them."""
from __future__ import annotations

import pickle
import warnings

import numpy as np
import pytest

import aotgrad
from aotgrad import optim
from aotgrad.optim import lr_scheduler

torch = pytest.importorskip("torch")


class Halving:
    """A callable object as lr_lambda: its `__dict__` is saved by LambdaLR.state_dict."""

    def __init__(self, every: int):
        self.every = every

    def __call__(self, epoch: int) -> float:
        return 0.5 ** (epoch // self.every)


SCHEDULES = [
    ("StepLR", dict(step_size=3, gamma=0.5), 20),
    ("StepLR", dict(step_size=1), 6),
    ("CosineAnnealingLR", dict(T_max=7, eta_min=0.01), 30),        # past T_max: back up
    ("CosineAnnealingLR", dict(T_max=10), 10),
    ("LambdaLR", dict(lr_lambda=lambda epoch: 0.95 ** epoch), 15),
    ("LambdaLR", dict(lr_lambda=[lambda e: 1 / (e + 1), Halving(4)]), 15),
    ("LinearLR", dict(), 10),
    ("LinearLR", dict(start_factor=0.25, end_factor=0.9, total_iters=6), 12),
    ("OneCycleLR", dict(max_lr=[0.1, 0.05], total_steps=25), 24),
    ("OneCycleLR", dict(max_lr=0.2, total_steps=30, anneal_strategy="linear"), 29),
    ("OneCycleLR", dict(max_lr=0.1, epochs=4, steps_per_epoch=7, three_phase=True), 27),
    ("OneCycleLR", dict(max_lr=0.1, total_steps=21, three_phase=True,
                        anneal_strategy="linear", pct_start=0.4, div_factor=10.0,
                        final_div_factor=100.0, base_momentum=0.8, max_momentum=0.9), 20),
    ("OneCycleLR", dict(max_lr=0.1, total_steps=12, cycle_momentum=False), 11),
    ("MultiStepLR", dict(milestones=[2, 5, 5, 9], gamma=0.5), 12),
    ("ConstantLR", dict(), 8),
    ("ConstantLR", dict(factor=0.5, total_iters=3), 8),
    ("ExponentialLR", dict(gamma=0.9), 10),
    ("PolynomialLR", dict(), 8),
    ("PolynomialLR", dict(total_iters=6, power=2.0), 9),
    ("CosineAnnealingWarmRestarts", dict(T_0=3, T_mult=2, eta_min=0.001), 25),
    ("CosineAnnealingWarmRestarts", dict(T_0=4), 13),
    ("SequentialLR", dict(schedulers=[("LinearLR", dict(start_factor=0.1, total_iters=4)),
                                      ("CosineAnnealingLR", dict(T_max=10, eta_min=1e-3))],
                          milestones=[4]), 16),
    ("SequentialLR", dict(schedulers=[("ConstantLR", dict(factor=0.5, total_iters=2)),
                                      ("ExponentialLR", dict(gamma=0.8)),
                                      ("StepLR", dict(step_size=2))],
                          milestones=[3, 7]), 12),
    ("MultiplicativeLR", dict(lr_lambda=lambda epoch: 0.95), 12),
    ("MultiplicativeLR", dict(lr_lambda=[lambda e: 1.0 - 0.05 * (e % 3), Halving(2)]), 10),
    ("ChainedScheduler", dict(schedulers=[("ConstantLR", dict(factor=0.1, total_iters=4)),
                                          ("ExponentialLR", dict(gamma=0.9))]), 10),
    ("ChainedScheduler", dict(schedulers=[("LinearLR", dict(start_factor=0.5, total_iters=3)),
                                          ("StepLR", dict(step_size=4, gamma=0.5)),
                                          ("MultiStepLR", dict(milestones=[5, 9]))]), 12),
    ("CyclicLR", dict(base_lr=0.01, max_lr=0.1, step_size_up=4), 20),
    ("CyclicLR", dict(base_lr=[0.01, 0.02], max_lr=0.1, step_size_up=3, step_size_down=2,
                      mode="triangular2", base_momentum=0.5, max_momentum=0.7), 21),
    ("CyclicLR", dict(base_lr=0.001, max_lr=0.05, step_size_up=2, mode="exp_range",
                      gamma=0.9), 20),
    ("CyclicLR", dict(base_lr=0.01, max_lr=0.1, step_size_up=3, scale_fn=Halving(2),
                      cycle_momentum=False), 20),
    ("CyclicLR", dict(base_lr=0.01, max_lr=0.1, step_size_up=3, scale_fn=lambda x: 0.9 ** x,
                      scale_mode="iterations", cycle_momentum=False), 20),
]


def _make(lib, name: str, opt, options: dict):
    """Scheduler `name` of `lib` (aotgrad's or PyTorch's module) on `opt`; a SequentialLR's
    schedulers are given as (name, options)."""
    if name == "SequentialLR":
        parts = [getattr(lib, n)(opt, **o) for n, o in options["schedulers"]]
        return lib.SequentialLR(opt, parts, milestones=options["milestones"])
    if name == "ChainedScheduler":
        return lib.ChainedScheduler([getattr(lib, n)(opt, **o) for n, o in options["schedulers"]])
    return getattr(lib, name)(opt, **options)

def _epoch(scheduler) -> int:
    """`last_epoch`; a ChainedScheduler has none (as PyTorch's): its last scheduler's."""
    inner = getattr(scheduler, "_schedulers", None)
    return scheduler.last_epoch if inner is None or hasattr(scheduler, "last_epoch") else \
        inner[-1].last_epoch


OPTIMIZERS = [("SGD", dict(lr=0.1, momentum=0.9)), ("Adam", dict(lr=0.01)),
              ("RMSprop", dict(lr=0.01, momentum=0.5))]


def _pair(name: str, options: dict, seed: int = 0):
    """The same two parameter groups in aotgrad and PyTorch, under optimizer `name`."""
    rng = np.random.default_rng(seed)
    start = [rng.standard_normal(s).astype(np.float32) for s in [(5, 4), (4,)]]
    ours = [aotgrad.tensor(a.copy(), requires_grad=True) for a in start]
    theirs = [torch.tensor(a.copy(), requires_grad=True) for a in start]
    second = {"lr": options["lr"] / 2}
    opt = getattr(optim, name)([{"params": ours[:1]}, {"params": ours[1:], **second}], **options)
    topt = getattr(torch.optim, name)([{"params": theirs[:1]}, {"params": theirs[1:], **second}],
                                      **options)
    return ours, theirs, opt, topt


def _hyper(groups) -> list:
    """What a schedule sets: each group's lr, momentum and betas."""
    return [(g["lr"], g.get("momentum"), g.get("betas") and tuple(g["betas"])) for g in groups]


def _train(ours, theirs, opt, topt, sched, tsched, steps: int, seed: int = 1) -> None:
    rng = np.random.default_rng(seed)
    for step in range(steps):
        grads = [rng.standard_normal(p.shape).astype(np.float32) for p in ours]
        for p, q, g in zip(ours, theirs, grads):
            p.grad, q.grad = g.copy(), torch.tensor(g)
        opt.step()
        topt.step()
        sched.step()
        tsched.step()
        assert sched.get_last_lr() == tsched.get_last_lr(), f"step {step}"
        assert _hyper(opt.param_groups) == _hyper(topt.param_groups), f"step {step}"


@pytest.mark.parametrize("opt_name, opt_options", OPTIMIZERS)
@pytest.mark.parametrize("name, options, steps", SCHEDULES)
def test_schedule_matches_torch_at_every_step(name, options, steps, opt_name, opt_options):
    if name == "OneCycleLR" and opt_name == "RMSprop" and options.get("cycle_momentum", True):
        options = {**options, "base_momentum": 0.4, "max_momentum": 0.6}
    ours, theirs, opt, topt = _pair(opt_name, opt_options)
    sched = _make(lr_scheduler, name, opt, options)
    tsched = _make(torch.optim.lr_scheduler, name, topt, options)
    assert sched.get_last_lr() == tsched.get_last_lr()
    assert _hyper(opt.param_groups) == _hyper(topt.param_groups)
    assert _epoch(sched) == _epoch(tsched) == 0
    _train(ours, theirs, opt, topt, sched, tsched, steps)
    assert _epoch(sched) == _epoch(tsched) == steps
    for p, q in zip(ours, theirs):
        np.testing.assert_allclose(p.data, q.detach().numpy(), rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("name, options, steps", SCHEDULES)
def test_a_resumed_schedule_continues_with_the_same_numbers(name, options, steps):
    ours, theirs, opt, topt = _pair("SGD", dict(lr=0.1, momentum=0.9))
    sched = _make(lr_scheduler, name, opt, options)
    tsched = _make(torch.optim.lr_scheduler, name, topt, options)
    half = steps // 2
    _train(ours, theirs, opt, topt, sched, tsched, half)
    saved_opt = pickle.loads(pickle.dumps(opt.state_dict()))
    saved = sched.state_dict()
    if name != "LambdaLR":
        saved = pickle.loads(pickle.dumps(saved))
    # a fresh optimizer and scheduler, loaded: the scheduler is made first, as PyTorch says
    resumed = [aotgrad.tensor(p.detach().numpy().copy(), requires_grad=True) for p in ours]
    opt2 = optim.SGD([{"params": resumed[:1]}, {"params": resumed[1:]}], lr=0.1, momentum=0.9)
    sched2 = _make(lr_scheduler, name, opt2, options)
    opt2.load_state_dict(saved_opt)
    sched2.load_state_dict(saved)
    assert sched2.get_last_lr() == tsched.get_last_lr() and _epoch(sched2) == half
    _train(resumed, theirs, opt2, topt, sched2, tsched, steps - half, seed=2)
    for p, q in zip(resumed, theirs):
        np.testing.assert_allclose(p.data, q.detach().numpy(), rtol=1e-5, atol=1e-6)


def test_lambda_lr_saves_callable_objects_not_functions():
    _, _, opt, _ = _pair("SGD", dict(lr=0.1))
    halving = Halving(4)
    sched = lr_scheduler.LambdaLR(opt, [lambda e: 1.0, halving])
    saved = sched.state_dict()
    assert saved["lr_lambdas"] == [None, {"every": 4}] and "optimizer" not in saved
    halving.every = 100
    sched.load_state_dict(saved)
    assert halving.every == 4 and saved["lr_lambdas"] == [None, {"every": 4}]
    with pytest.raises(ValueError, match="Expected 2 lr_lambdas, but got 1"):
        lr_scheduler.LambdaLR(opt, [halving])


def test_step_with_an_epoch_uses_the_closed_form_as_torch():
    for name, options in [("StepLR", dict(step_size=3, gamma=0.5)),
                          ("MultiStepLR", dict(milestones=[1, 4, 4])),
                          ("ConstantLR", dict(factor=0.25, total_iters=3)),
                          ("ExponentialLR", dict(gamma=0.7)),
                          ("CosineAnnealingLR", dict(T_max=8, eta_min=0.001)),
                          ("LinearLR", dict(start_factor=0.5, total_iters=4))]:
        _, _, opt, topt = _pair("SGD", dict(lr=0.1))
        sched = getattr(lr_scheduler, name)(opt, **options)
        tsched = getattr(torch.optim.lr_scheduler, name)(topt, **options)
        opt.step()
        topt.step()
        for epoch in (5, 2, 11):
            with pytest.warns(UserWarning, match="deprecated"):
                sched.step(epoch)
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                tsched.step(epoch)
            assert sched.get_last_lr() == tsched.get_last_lr(), (name, epoch)


def test_one_cycle_momentum_runs_against_the_learning_rate():
    _, _, opt, _ = _pair("SGD", dict(lr=0.1, momentum=0.9))
    sched = lr_scheduler.OneCycleLR(opt, max_lr=1.0, total_steps=10, pct_start=0.5)
    lrs, momenta = [], []
    for _ in range(9):
        lrs.append(opt.param_groups[0]["lr"])
        momenta.append(opt.param_groups[0]["momentum"])
        opt.step()
        sched.step()
    peak = int(np.argmax(lrs))
    assert lrs[0] == pytest.approx(1.0 / 25) and lrs[peak] == pytest.approx(1.0)
    assert momenta[0] == pytest.approx(0.95) and momenta[peak] == pytest.approx(0.85)
    assert int(np.argmin(momenta)) == peak
    with pytest.raises(ValueError, match="Tried to step 11 times. The specified number of"
                                         " total steps is 10"):
        sched.step()
        sched.step()


def test_bad_arguments_are_refused_with_torch_messages():
    _, _, opt, _ = _pair("SGD", dict(lr=0.1))
    with pytest.raises(TypeError, match="list is not an Optimizer"):
        lr_scheduler.StepLR([], step_size=2)
    with pytest.raises(ValueError, match="Starting multiplicative factor"):
        lr_scheduler.LinearLR(opt, start_factor=0)
    with pytest.raises(ValueError, match="Ending multiplicative factor"):
        lr_scheduler.LinearLR(opt, end_factor=1.5)
    with pytest.raises(ValueError, match="either total_steps OR"):
        lr_scheduler.OneCycleLR(opt, max_lr=0.1)
    with pytest.raises(ValueError, match="positive integer total_steps, but got 0"):
        lr_scheduler.OneCycleLR(opt, max_lr=0.1, total_steps=0)
    with pytest.raises(ValueError, match="pct_start"):
        lr_scheduler.OneCycleLR(opt, max_lr=0.1, total_steps=5, pct_start=1)
    with pytest.raises(ValueError, match="anneal_strategy must be one of 'cos' or 'linear'"):
        lr_scheduler.OneCycleLR(opt, max_lr=0.1, total_steps=5, anneal_strategy="exp")
    with pytest.raises(ValueError, match="max_lr must have the same length"):
        lr_scheduler.OneCycleLR(opt, max_lr=[0.1], total_steps=5)

    with pytest.raises(ValueError, match="Constant multiplicative factor"):
        lr_scheduler.ConstantLR(opt, factor=2.0)
    warmup = lr_scheduler.LinearLR(opt)
    with pytest.raises(ValueError, match="number of schedulers 1 and the number of milestones"
                                         " to be equal to 1"):
        lr_scheduler.SequentialLR(opt, [warmup], milestones=[3])
    other = _pair("SGD", dict(lr=0.1))[2]
    with pytest.raises(ValueError, match="same optimizer"):
        lr_scheduler.SequentialLR(opt, [warmup, lr_scheduler.StepLR(other, 2)], milestones=[3])
    with pytest.raises(ValueError, match="at least one scheduler"):
        lr_scheduler.SequentialLR(opt, [], milestones=[])

    class Plain(optim.Optimizer):
        defaults = {"lr": 0.1}
    plain = Plain([aotgrad.tensor(np.ones(2, np.float32), requires_grad=True)])
    with pytest.raises(ValueError, match="must support momentum or beta1"):
        lr_scheduler.OneCycleLR(plain, max_lr=0.1, total_steps=5)
    fresh = optim.SGD([aotgrad.tensor(np.ones(2, np.float32), requires_grad=True)], lr=0.1)
    with pytest.raises(KeyError, match="initial_lr"):
        lr_scheduler.StepLR(fresh, step_size=2, last_epoch=3)


def test_order_and_get_lr_warnings_as_torch():
    _, _, opt, _ = _pair("SGD", dict(lr=0.1))
    sched = lr_scheduler.StepLR(opt, step_size=2)
    with pytest.warns(UserWarning, match="before `optimizer.step\\(\\)`"):
        sched.step()
    with pytest.warns(UserWarning, match="get_last_lr"):
        sched.get_lr()
    opt2 = _pair("SGD", dict(lr=0.1))[2]
    sched2 = lr_scheduler.StepLR(opt2, step_size=2)
    opt2.step()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        sched2.step()


def test_warm_restarts_at_fractional_epochs_as_torch():
    for options in (dict(T_0=3, T_mult=2, eta_min=0.01), dict(T_0=5)):
        _, _, opt, topt = _pair("SGD", dict(lr=0.1))
        sched = lr_scheduler.CosineAnnealingWarmRestarts(opt, **options)
        tsched = torch.optim.lr_scheduler.CosineAnnealingWarmRestarts(topt, **options)
        for epoch in (0.5, 1.25, 2.75, 3.0, 7.5, 20.2, 4):
            sched.step(epoch)
            tsched.step(epoch)
            assert sched.get_last_lr() == tsched.get_last_lr(), (options, epoch)
            assert (sched.T_i, sched.T_cur) == (tsched.T_i, tsched.T_cur)
    with pytest.raises(ValueError, match="Expected non-negative epoch, but got -1"):
        sched.step(-1)
    with pytest.raises(ValueError, match="Expected positive integer T_0, but got 0"):
        lr_scheduler.CosineAnnealingWarmRestarts(opt, T_0=0)
    with pytest.raises(ValueError, match="Expected integer T_mult >= 1, but got 0"):
        lr_scheduler.CosineAnnealingWarmRestarts(opt, T_0=2, T_mult=0)


PLATEAU = [dict(), dict(mode="max", factor=0.5, patience=2, threshold_mode="abs",
                        threshold=0.05, cooldown=1, min_lr=[0.01, 0.02]),
           dict(patience=1, factor=0.3, cooldown=2, eps=1e-3),
           dict(mode="max", patience=0, min_lr=0.03)]


@pytest.mark.parametrize("options", PLATEAU)
def test_reduce_lr_on_plateau_matches_torch(options):
    ours, theirs, opt, topt = _pair("SGD", dict(lr=0.1, momentum=0.9))
    sched = lr_scheduler.ReduceLROnPlateau(opt, **options)
    tsched = torch.optim.lr_scheduler.ReduceLROnPlateau(topt, **options)
    metrics = np.concatenate([np.linspace(1.0, 0.5, 6), np.full(14, 0.5),
                              np.linspace(0.5, 0.6, 10), np.full(20, 0.2)])
    rng = np.random.default_rng(7)
    for i, metric in enumerate(metrics):
        grads = [rng.standard_normal(p.shape).astype(np.float32) for p in ours]
        for p, q, g in zip(ours, theirs, grads):
            p.grad, q.grad = g.copy(), torch.tensor(g)
        opt.step()
        topt.step()
        metric = metric + 1e-3 * np.sin(i)
        sched.step(aotgrad.tensor(np.float32(metric)))    # a 0-d tensor, as a loss is
        tsched.step(torch.tensor(np.float32(metric)))
        assert sched.get_last_lr() == tsched.get_last_lr(), i
        assert (sched.best, sched.num_bad_epochs, sched.cooldown_counter) == \
            (tsched.best, tsched.num_bad_epochs, tsched.cooldown_counter)
    assert sched.get_last_lr() != [0.1, 0.05]                  # the rates did go down
    resumed = lr_scheduler.ReduceLROnPlateau(opt, **options)
    resumed.load_state_dict(pickle.loads(pickle.dumps(sched.state_dict())))
    assert (resumed.best, resumed.last_epoch) == (sched.best, sched.last_epoch)
    for p, q in zip(ours, theirs):
        np.testing.assert_allclose(p.data, q.detach().numpy(), rtol=1e-5, atol=1e-6)


def test_reduce_lr_on_plateau_refuses_what_torch_refuses():
    _, _, opt, _ = _pair("SGD", dict(lr=0.1))
    with pytest.raises(ValueError, match="Factor should be < 1.0"):
        lr_scheduler.ReduceLROnPlateau(opt, factor=1.0)
    with pytest.raises(ValueError, match="mode sideways is unknown"):
        lr_scheduler.ReduceLROnPlateau(opt, mode="sideways")
    with pytest.raises(ValueError, match="threshold mode pct is unknown"):
        lr_scheduler.ReduceLROnPlateau(opt, threshold_mode="pct")
    with pytest.raises(ValueError, match="expected 2 min_lrs, got 1"):
        lr_scheduler.ReduceLROnPlateau(opt, min_lr=[0.1])
    plateau = lr_scheduler.ReduceLROnPlateau(opt)
    with pytest.raises(ValueError, match="does not support `ReduceLROnPlateau`"):
        lr_scheduler.SequentialLR(opt, [lr_scheduler.StepLR(opt, 2), plateau], milestones=[2])


def test_cyclic_and_chained_refuse_what_torch_refuses():
    _, _, opt, topt = _pair("Adagrad", dict(lr=0.1))
    for lib, o in ((lr_scheduler, opt), (torch.optim.lr_scheduler, topt)):
        with pytest.raises(ValueError, match="optimizer must support momentum or beta1"):
            lib.CyclicLR(o, 0.01, 0.1)
        with pytest.raises(ValueError, match="mode is invalid and scale_fn is None"):
            lib.CyclicLR(o, 0.01, 0.1, mode="square", cycle_momentum=False)
        with pytest.raises(ValueError, match="at least one scheduler to be chained"):
            lib.ChainedScheduler([])
        with pytest.raises(ValueError, match="does not support `ReduceLROnPlateau`"):
            lib.ChainedScheduler([lib.ReduceLROnPlateau(o)])
    _, _, other, _ = _pair("SGD", dict(lr=0.1))
    with pytest.raises(ValueError, match="to belong to the same optimizer"):
        lr_scheduler.ChainedScheduler([lr_scheduler.StepLR(opt, 2), lr_scheduler.StepLR(other, 2)])


def test_cyclic_lr_saves_a_callable_scale_fn_object_not_a_function():
    _, _, opt, _ = _pair("SGD", dict(lr=0.1, momentum=0.9))
    halving = Halving(3)
    sched = lr_scheduler.CyclicLR(opt, 0.01, 0.1, scale_fn=halving)
    saved = sched.state_dict()
    assert saved["_scale_fn_custom"] == {"every": 3} and "optimizer" not in saved
    halving.every = 7
    sched.load_state_dict(saved)
    assert halving.every == 3
    assert lr_scheduler.CyclicLR(opt, 0.01, 0.1, scale_fn=lambda x: 1.0)\
        .state_dict()["_scale_fn_custom"] is None
