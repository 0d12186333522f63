"""The steady-state call path, beyond `test_call_overhead.py`: a module argument takes the fast
path and still compiles again when it must; guards made as Python code read what `Path.read`
reads; the node watches the arrays that a plan from the forward's result homes names (and
compares memory where the user's arrays overlap); the backward takes its saved values
unchecked only where their types fit; the trampoline gives what the Python slot path gives;
every call's outputs and gradients are new arrays."""
from __future__ import annotations

import numpy as np
import pytest
from threads import run_in_threads

import aotgrad
from aotgrad import nn
from aotgrad.runtime import function as compiled_mod
from aotgrad.runtime import cpu
from aotgrad.runtime.autograd import MutationError, _owned
from aotgrad.runtime.compiler import _below, saved_fit
from aotgrad.runtime.entry import apart
from aotgrad.runtime.guards import Guards, guard_reader
from aotgrad.frontend.capture import Path
from aotgrad.ir.errors import ExecutionError


def mlp():
    nn.manual_seed(0)
    return nn.Sequential(nn.Linear(6, 5), nn.ReLU(), nn.Linear(5, 3))


def data(n=4):
    rng = np.random.default_rng(1)
    return rng.standard_normal((n, 6)).astype(np.float32), np.arange(n) % 3


def fail(*args, **kwargs):
    raise AssertionError("the slow path ran")


def test_a_module_argument_takes_the_fast_path(monkeypatch):
    model, (x, y) = mlp(), data()
    step = aotgrad.compile(lambda m, x, y: nn.cross_entropy(m(x), y))
    first = step(model, x, y).item()
    monkeypatch.setattr(compiled_mod, "signature_of", fail)
    monkeypatch.setattr(step._arguments, "split", fail)
    assert step(model, x, y).item() == first
    assert step.cache_info().hits == 1 and step.cache_info().misses == 1


def test_a_module_argument_compiles_again_when_it_must():
    model, (x, y) = mlp(), data()
    step = aotgrad.compile(lambda m, x, y: nn.cross_entropy(m(x), y))
    first = step(model, x, y).item()
    other = mlp()
    with aotgrad.no_grad():
        other.layers[2].bias.add_(1.0)                     # the same logits, plus one
    assert np.isclose(step(other, x, y).item(), first, rtol=1e-5)
    assert step.cache_info().misses == 2                  # another module: its own entry
    model.layers[0].weight = nn.Parameter(np.zeros((5, 6), np.float32))
    step(model, x, y)
    assert step.cache_info().misses == 2                  # same type: read afresh, no compile
    model.layers[2].weight = nn.Parameter(np.zeros((4, 5), np.float32))
    model.layers[2].bias = nn.Parameter(np.zeros(4, np.float32))
    model.layers[2].out_features = 4
    assert step(model, x, y).shape == ()
    assert step.cache_info().misses == 3                  # a new shape compiles
    model.layers[0].weight.requires_grad = False
    step(model, x, y)
    assert step.cache_info().misses == 4                  # requires_grad is in the guard


def test_parameter_values_are_read_at_every_call():
    model, (x, y) = mlp(), data()
    step = aotgrad.compile(lambda m, x: m(x).sum())
    before = step(model, x).item()
    with aotgrad.no_grad():
        model.layers[2].bias.add_(1.0)
    assert np.isclose(step(model, x).item(), before + 3 * len(x), rtol=1e-5)


def test_guard_reader_reads_what_the_paths_read():
    class Box:
        pass
    box = Box()
    box.scale, box.nan, box.w = 2.0, float("nan"), aotgrad.tensor(np.ones(3, np.float32))
    root = {"box": box}
    path = Path(root, (("item", "box"),), "box")
    numbers = [(path.then("attr", "scale", "box.scale"), 2.0),
               (path.then("attr", "nan", "box.nan"), float("nan"))]
    w = aotgrad.tensor(np.ones(3, np.float32)).type
    arrays = [(path.then("attr", "w", "box.w"), w, False)]
    read = guard_reader(numbers, arrays)
    assert read() == [box.w]                               # a NaN guard holds while NaN
    assert Guards(numbers, arrays).read() == [box.w]
    box.scale = 2                                          # an int is not the float 2.0
    assert read() is None
    box.scale = 2.0
    box.w = aotgrad.tensor(np.ones(4, np.float32))
    assert read() is None
    box.w = np.ones(3, np.float32)                         # an array of the type still fits
    assert read() == [box.w]
    del box.w
    assert read() is None
    root.clear()
    assert read() is None


def test_mutating_a_saved_argument_names_it_after_a_module_argument():
    model, (x, y) = mlp(), data()
    step = aotgrad.compile(lambda m, x, y: nn.cross_entropy(m(x), y))
    step(model, x, y).backward()
    loss = step(model, x, y)
    x[0, 0] += 1.0
    with pytest.raises(MutationError, match="argument 'x' of 'lambda'"):
        loss.backward()


def test_overlapping_arguments_are_watched_by_comparing_memory():
    f = aotgrad.compile(lambda a, b: (a * b).sum())
    base = np.arange(8, dtype=np.float32)
    w = aotgrad.tensor(np.ones(4, np.float32), requires_grad=True)
    a, b = base[:4], base[4:]
    assert not apart([a, b])                               # one owner: the plan may not hold
    loss = f(a, w)
    base[1] = 50.0                                         # through the array `a` views
    with pytest.raises(MutationError, match="argument 'a'"):
        loss.backward()
    loss = f(a, w)
    b[0] = 7.0                                             # memory `a` does not cover
    loss.backward()
    np.testing.assert_array_equal(w.grad, a)


def test_apart_tells_owners_views_and_repeats():
    x, y = np.ones(4), np.ones(4)
    assert apart([x, y]) and apart([x[1:], y]) and apart([])
    assert not apart([x, x]) and not apart([x[:2], x[2:]]) and not apart([x[::2]])


def test_grads_are_new_arrays_at_every_call_and_owned_as_memory_tells():
    x = aotgrad.tensor(np.ones((3, 4), np.float32), requires_grad=True)
    w = aotgrad.tensor(np.ones((4, 2), np.float32), requires_grad=True)
    f = aotgrad.compile(lambda x, w: aotgrad.relu(x @ w).sum())
    f(x, w).backward()
    first = x.grad, w.grad
    x.grad = w.grad = None
    loss = f(x, w)
    node = loss.grad_fn
    loss.backward()
    assert node.owned == _owned([np.asarray(x.grad), np.asarray(w.grad)], [])
    assert not np.shares_memory(first[0], x.grad) and not np.shares_memory(first[1], w.grad)
    np.testing.assert_array_equal(first[0], x.grad)


def test_the_backward_takes_saved_values_unchecked_only_where_they_fit():
    f = aotgrad.compile(lambda x, w: aotgrad.tanh(x @ w).sum())
    x = aotgrad.tensor(np.ones((3, 4), np.float32), requires_grad=True)
    w = aotgrad.tensor(np.ones((4, 2), np.float32), requires_grad=True)
    loss = f(x, w)
    c = f.compiled
    n_saved = len(c.forward.result_types) - 1
    assert c.trusted_saved == n_saved == loss.grad_fn.trusted
    assert saved_fit(c.forward, c.backward, 1) == n_saved
    assert saved_fit(c.forward, c.backward, 0) == 0        # shifted by one: types differ
    assert saved_fit(lambda *a: a, c.backward, 1) == 0     # no types to compare


def test_a_non_contiguous_gradient_is_still_checked_and_copied():
    f = aotgrad.compile(lambda x: aotgrad.tanh(x))
    x = aotgrad.tensor(np.linspace(-1, 1, 6, dtype=np.float32).reshape(2, 3),
                       requires_grad=True)
    y = f(x)
    upstream = np.ones((3, 2), np.float32).T              # a transposed view
    y.backward(upstream)
    np.testing.assert_allclose(x.grad, 1 - np.tanh(x.data) ** 2, rtol=1e-5)


def test_the_trampoline_gives_what_python_slots_give(monkeypatch):
    assert cpu._boxed() is not None
    f = aotgrad.compile(lambda x, w: (aotgrad.sin(x @ w) * 2.0).sum())
    rng = np.random.default_rng(0)
    xa, wa = rng.standard_normal((5, 4)).astype(np.float32), \
        rng.standard_normal((4, 3)).astype(np.float32)
    via = f(xa, wa)
    program = f.compiled.forward
    monkeypatch.setattr(program, "_items", None)
    monkeypatch.setattr(program, "_entry", cpu._ENTRY(program.compiled.address))
    assert f(xa, wa) == via
    np.testing.assert_allclose(via, (np.sin(xa @ wa) * 2).sum(), rtol=1e-5)


def test_labels_out_of_range_are_still_refused_by_name():
    f = aotgrad.compile(lambda logits, labels: nn.cross_entropy(logits, labels))
    logits = np.zeros((3, 4), np.float32)
    assert np.isclose(f(logits, np.array([0, 3, 1])), np.log(4), rtol=1e-5)
    for bad in ([0, 4, 1], [0, -1, 1]):
        with pytest.raises(ExecutionError, match="cross_entropy"):
            f(logits, np.array(bad))
    assert _below(np.array([0, 9], np.int32), 10) and not _below(np.array([-1]), 10)
    assert not _below(np.array([], np.int64), 10) and not _below(np.array([1.0]), 10)


def test_no_node_under_no_grad():
    f = aotgrad.compile(lambda x: (x * x).sum())
    x = aotgrad.tensor(np.ones(3, np.float32), requires_grad=True)
    with aotgrad.no_grad():
        y = f(x)
    assert isinstance(y, aotgrad.Tensor) and y.grad_fn is None and not y.requires_grad
    assert not x._watchers
    assert f(x).requires_grad


def test_a_backward_leaves_no_watcher_behind():
    f = aotgrad.compile(lambda x, w: (x * w).sum())
    x = aotgrad.tensor(np.ones(3, np.float32), requires_grad=True)
    w = aotgrad.tensor(np.ones(3, np.float32), requires_grad=True)
    loss = f(x, w)
    assert x._watchers and w._watchers
    loss.backward()
    assert not x._watchers and not w._watchers
    keep = f(x, w)
    keep.backward(retain_graph=True)
    assert x._watchers                                     # a retained graph still watches


def test_calls_from_several_threads_each_get_their_own_results():
    f = aotgrad.compile(lambda x, w: (aotgrad.tanh(x @ w) * 3.0).sum())
    f(np.ones((8, 5), np.float32), aotgrad.tensor(np.ones((5, 4), np.float32),
                                                    requires_grad=True)).backward()
    failures = []

    def work(seed: int) -> None:
        rng = np.random.default_rng(seed)
        xa = rng.standard_normal((8, 5)).astype(np.float32)
        w = aotgrad.tensor(rng.standard_normal((5, 4)).astype(np.float32), requires_grad=True)
        for _ in range(200):
            w.grad = None
            loss = f(xa, w)
            loss.backward()
            t = np.tanh(xa @ w.data)
            if not (np.isclose(loss.item(), 3 * t.sum(), rtol=1e-4) and
                    np.allclose(w.grad, xa.T @ (3 * (1 - t * t)), rtol=1e-4, atol=1e-5)):
                failures.append(seed)
                return
    run_in_threads(work)
    assert not failures and f.cache_info().misses == 1
