"""The steady-state call of a compiled function: one entry into generated code per forward and
per backward, the signature found by one dictionary look-up (guards read only where something
was captured), the ctypes argument slots reused, output Tensors around the program's own
arrays, and the cheap memory-sharing test agreeing with `np.may_share_memory`."""
from __future__ import annotations

import numpy as np
import pytest

import aotgrad
from aotgrad.runtime import function as compiled_mod
from aotgrad.runtime.arrays import data_pointer
from aotgrad.runtime.autograd import watched_arrays
from aotgrad.runtime.guards import Guards


def seed(x, w, b):
    h = aotgrad.relu(x @ w + b)
    return (aotgrad.sin(h) + aotgrad.cos(h)).sum()


def tensors(seed_=0):
    rng = np.random.default_rng(seed_)
    return [aotgrad.tensor(rng.standard_normal(s).astype(np.float32), requires_grad=True)
            for s in [(10, 20), (20, 30), (30,)]]


def counting(program, counts: dict, name: str) -> None:
    entry = program._entry

    def call(*args):
        counts[name] = counts.get(name, 0) + 1
        return entry(*args)
    program._entry = call


def test_one_entry_into_machine_code_per_forward_and_per_backward():
    step = aotgrad.compile(seed)
    x, w, b = tensors()
    step(x, w, b).backward()
    counts: dict = {}
    counting(step.compiled.forward, counts, "forward")
    counting(step.compiled.backward, counts, "backward")
    for _ in range(3):
        step(x, w, b).backward()
    assert counts == {"forward": 3, "backward": 3}


def test_steady_state_calls_skip_the_signature_and_guards(monkeypatch):
    step = aotgrad.compile(seed)
    x, w, b = tensors()
    step(x, w, b).backward()

    def fail(*args, **kwargs):
        raise AssertionError("the slow path ran")
    monkeypatch.setattr(compiled_mod, "signature_of", fail)
    monkeypatch.setattr(Guards, "read", fail)
    for _ in range(2):
        step(x, w, b).backward()
    assert step.cache_info().hits == 2 and step.cache_info().misses == 1


def test_captured_values_are_still_guarded():
    scale = {"s": 2.0}
    W = np.ones((3,), np.float32)

    def f(x):
        return (x * W * scale["s"]).sum()
    step = aotgrad.compile(f)
    x = aotgrad.tensor(np.ones(3, np.float32), requires_grad=True)
    assert step(x).item() == 6.0
    W[:] = 2.0
    assert step(x).item() == 12.0
    scale["s"] = 3.0
    assert step(x).item() == 18.0
    assert step.cache_info().misses == 2


def test_argument_slots_are_reused_and_outputs_are_not_copied():
    step = aotgrad.compile(seed)
    x, w, b = tensors()
    step(x, w, b)
    fw = step.compiled.forward
    slots = fw._slots
    seen = []

    class Spy:
        def __init__(self, program):
            self.program = program

        def __call__(self, *arrays):
            out = self.program(*arrays)
            seen.append(out)
            return out
    step.compiled.forward = Spy(fw)
    try:
        y1, y2 = step(x, w, b), step(x, w, b)
    finally:
        step.compiled.forward = fw
    assert fw._slots is slots
    assert y1.data is seen[0][0] and y2.data is seen[1][0]
    assert not np.shares_memory(y1.data, y2.data)


def test_numbers_and_arrays_take_the_fast_path_with_the_same_results():
    f = aotgrad.compile(lambda x, s: (x * s).sum())
    x = np.arange(4, dtype=np.float32)
    assert f(x, 2.0) == 12.0 and f(x, 3.0) == 18.0 and f(x, 2) == 12.0
    assert f.cache_info().misses == 2 and f.cache_info().hits == 1


def test_data_pointer_is_the_arrays_address():
    a = np.arange(24, dtype=np.float64).reshape(4, 6)
    for v in [a, a[1:], a[:, 2:], a.T, a[2, 3:4], np.empty(0), np.ones((), np.float32)]:
        assert data_pointer(v) == v.ctypes.data


@pytest.mark.parametrize("seed_", range(5))
def test_watched_arrays_agree_with_may_share_memory(seed_):
    rng = np.random.default_rng(seed_)
    base = np.arange(60, dtype=np.float32)
    other = np.ones((6, 10), np.float32)
    pool = [base, base[10:20], base[::2], base.reshape(6, 10), base.reshape(6, 10)[:, 3],
            other, other[2:], other.T, np.zeros(5, np.float32), base[5:5]]
    saved = [pool[i] for i in rng.choice(len(pool), 3, replace=False)]
    candidates = [(f"#{i}", a, None) for i, a in enumerate(pool)]
    got = [w.label for w in watched_arrays(saved, candidates)]
    want = [f"#{i}" for i, a in enumerate(pool)
            if a.nbytes and any(np.may_share_memory(a, s) for s in saved)]
    assert got == want
