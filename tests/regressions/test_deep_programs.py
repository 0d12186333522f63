"""No pass, analysis or emitter recurses over the depth of a program.

A 1,250-layer program (`tanh(prev * 1.01 + w)`, then `a - sum(a, axis=1, keepdim=true) *
0.01`) crashed compile with RecursionError in `passes/fuse/share.py` (`_key` followed a scalar
chain operand by operand; now numbered keys built with a stack). Running every stage on long
chains under a low recursion limit found three more: the rewriter erasing a chain of dead ops
(`passes/pattern.py`), partition and lower looking through a chain of views. These tests run
the reproducer (11,252 ops) with gradients through every pass and both code generators, and
the other chains under a recursion limit of 250 frames, which a recursion over 400 ops
exceeds.
"""
from __future__ import annotations

import sys
from contextlib import contextmanager

import numpy as np

import aotgrad
from aotgrad.codegen.cuda import final_cu
from aotgrad.ir.interpret import interpret
from aotgrad.ir.loop.ops import CallOp
from aotgrad.passes.manager import run_pipeline
from aotgrad.passes.pipelines import loop_pipeline, training_pipeline
from aotgrad.runtime.cpu import CpuProgram

#: a recursion limit that leaves pytest and the pipeline room, but not a chain of 400 ops.
LOW_LIMIT = 250


@contextmanager
def recursion_limit(limit: int):
    before = sys.getrecursionlimit()
    sys.setrecursionlimit(limit)
    try:
        yield
    finally:
        sys.setrecursionlimit(before)


def layers(n: int) -> str:
    body = "    a = tanh(h * 1.01 + w)\n    h = a - sum(a, axis=1, keepdim=true) * 0.01\n" * n
    return f"def f(x: f32[4, 8], w: f32[4, 8]) -> f32[] {{\n    h = x\n{body}" \
        "    return sum(h)\n}\n"


def elementwise(n: int) -> str:
    body = "    h = tanh(h) * y + 0.5\n" * n
    return f"def f(x: f32[8], y: f32[8]) -> f32[] {{\n    h = x\n{body}    return sum(h)\n}}\n"


def inputs(module, seed: int = 0) -> list[np.ndarray]:
    rng = np.random.default_rng(seed)
    return [rng.uniform(-1, 1, a.type.shape).astype(np.float32)
            for a in module.functions[0].args]


def compiled_matches_the_interpreter(tensor, args) -> None:
    """The forward and backward of `tensor` (a partitioned module) as machine code equal the
    interpreter's; and its CUDA source holds a kernel for every call."""
    loops = run_pipeline(tensor, loop_pipeline("cpu"))
    want = interpret(tensor, *args, fn="f_forward")
    want_grads = interpret(tensor, *want[1:], np.float32(1.0), fn="f_backward")
    got = CpuProgram(loops, "f_forward")(*args)
    grads = CpuProgram(loops, "f_backward")(*got[1:], np.float32(1.0))
    np.testing.assert_allclose(got[0], want[0], rtol=1e-4)
    for found, expected in zip(grads, want_grads):
        np.testing.assert_allclose(found, expected, rtol=1e-4, atol=1e-6)
    cuda = run_pipeline(tensor, loop_pipeline("cuda"))
    source = final_cu(cuda)
    called = {op.callee for f in cuda.functions if f.kind == "program"
              for op in f.body.ops if isinstance(op, CallOp)}
    assert called and all(f" {name}_kernel(" in source for name in called)


def test_the_1250_layer_program_goes_through_every_pass_and_both_code_generators():
    """11,252 ops: autodiff, partition, decompose, lower, fuse, buffer-reuse, LLVM to machine
    code (run against the interpreter), CUDA source (nvcc takes minutes on it; the CUDA
    codegen tests compile the golden cases)."""
    module = aotgrad.parse(layers(1250), "layers.ag")
    assert len(module.functions[0].body.ops) >= 10_000
    tensor = run_pipeline(module, training_pipeline(loops=False))
    compiled_matches_the_interpreter(tensor, inputs(module))


def test_a_chain_in_one_kernel_compiles_under_a_low_recursion_limit():
    """400 elementwise layers: `lower` computes the forward chain in one kernel, so every
    pass and both code generators meet a chain of ~1,200 scalar ops in one loop body."""
    module = aotgrad.parse(elementwise(400), "chain.ag")
    with recursion_limit(LOW_LIMIT):
        tensor = run_pipeline(module, training_pipeline(loops=False))
        compiled_matches_the_interpreter(tensor, inputs(module))


def test_a_dead_chain_is_erased_without_recursion():
    """`h * 0` on integers folds to zeros and leaves the whole chain dead."""
    source = "def f(x: i64[4]) -> i64[4] {\n    h = x\n" + "    h = h * 3 + 1\n" * 1000 + \
        "    return h * 0 + x\n}\n"
    module = aotgrad.parse(source, "dead.ag")
    with recursion_limit(LOW_LIMIT):
        out = run_pipeline(module, "canonicalize,cse,dce")
    assert len(out.functions[0].body.ops) < 10
    x = np.arange(4, dtype=np.int64)
    np.testing.assert_array_equal(interpret(out, x)[0], x)


def test_a_chain_of_views_goes_through_every_pass_without_recursion():
    """400 slices of slices, with gradients: partition and lower look through all of them."""
    n = 400
    body = "".join(f"    h = slice(h, axis=0, start=1, stop={n + 8 - k})\n" for k in range(n))
    module = aotgrad.parse(f"def f(x: f32[{n + 8}]) -> f32[] {{\n    h = x\n{body}"
                           "    return sum(h * h)\n}\n", "views.ag")
    with recursion_limit(LOW_LIMIT):
        tensor = run_pipeline(module, training_pipeline(loops=False))
        run_pipeline(tensor, loop_pipeline("cpu"))
        run_pipeline(tensor, loop_pipeline("cuda"))
    x = inputs(module)[0]
    _, grad = aotgrad.value_and_grad(aotgrad.compile(module), argnums=0)(x)
    want = np.zeros_like(x)
    want[n:n + 8] = 2 * x[n:n + 8]
    np.testing.assert_allclose(grad, want, rtol=1e-6)
