"""`fuse` was exponential on a chain that reuses its value: `v = v * v + 0.5` repeated on
f32[4096], with gradients, spent 0.11 s in `fuse` at depth 6, 7.2 s at 8, 99.5 s at 9 (a
51-statement fuzz program: 574 s). Each link loads the previous value twice; `lower` built a
computed value's body once per load and `fuse` copied a producer's body at every load of its
output, so a kernel held 2^depth copies (which `fuse`'s CSE then merged back). Now a value
loaded again at the same index in the same block is built once (`lower/kernel.py`,
`fuse/inline.py`), and a body's size counts each value once (`lower/inline.py`).

These tests compile the reproducer at depths 9 and 12 against the interpreter's gradients, and
count the ops `lower` and `fuse` build (never wall-clock time): per tensor op it stays flat as
the chain doubles."""
from __future__ import annotations

import numpy as np
import pytest

import aotgrad
from aotgrad.frontend.dsl import parse
from aotgrad.ir.core import Operation
from aotgrad.passes.manager import run_pipeline
from aotgrad.passes.pipelines import training_pipeline


def chain(depth: int, dtype: str = "f32", n: int = 4096) -> str:
    lines = [f"def f(x: {dtype}[{n}]) -> {dtype}[] {{", "    v = x"]
    lines += ["    v = v * v + 0.5"] * depth
    return "\n".join(lines + ["    return sum(v)", "}"]) + "\n"


# f32 overflows past depth 10 (v grows doubly exponentially), so depth 12 runs in f64.
@pytest.mark.parametrize("depth,dtype,rtol", [(9, "f32", 1e-4), (12, "f64", 1e-9)])
def test_the_chain_compiles_and_matches_the_interpreters_gradients(depth, dtype, rtol):
    module = aotgrad.parse(chain(depth, dtype), "chain.ag")
    x = np.random.default_rng(9).uniform(-0.5, 0.5, 4096).astype(np.dtype(dtype.replace(
        "f", "float")))
    value, grad = aotgrad.value_and_grad(aotgrad.compile(module), argnums=0)(x)
    want_value, want_grad = aotgrad.value_and_grad(
        aotgrad.compile(module, backend="interpret"), argnums=0)(x)
    assert np.isfinite(want_grad).all()
    np.testing.assert_allclose(value, want_value, rtol=rtol)
    np.testing.assert_allclose(grad, want_grad, rtol=rtol)


def built_per_op(monkeypatch, depth: int, lowering: str) -> float:
    """The ops that `lowering,fuse` construct on the chain's forward and backward, per
    tensor op of the two."""
    tensor = run_pipeline(parse(chain(depth)), training_pipeline(loops=False))
    built = 0
    init = Operation._init

    def counting(self, *args):
        nonlocal built
        built += 1
        return init(self, *args)
    monkeypatch.setattr(Operation, "_init", counting)
    run_pipeline(tensor, f"{lowering},fuse")
    monkeypatch.setattr(Operation, "_init", init)
    return built / sum(len(f.body.ops) for f in tensor.functions)


@pytest.mark.parametrize("lowering", ["lower", "lower{inline=false}"])
def test_ops_built_by_lower_and_fuse_grow_linearly_with_the_chain(monkeypatch, lowering):
    """`lower{inline=false}` leaves every value to `fuse`'s inlining. Before the fix the ops
    built per tensor op went from about 30 (depth 4) to about 3,500 (depth 8) on either
    path; now about 3 and 9, at both depths."""
    short, long = (built_per_op(monkeypatch, d, lowering) for d in (4, 8))
    assert long < 1.25 * short, (short, long)
    assert long < 20, long
