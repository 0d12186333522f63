"""Issue 23, item 10: cold compiles of real models took a minute, most of it in LLVM.

A 16-step LSTM emitted the same fused kernel once per time step (149 LLVM functions), and a
`np.tril` mask of 64 x 64 became a kernel of 4,096 scalar stores, repeated in 4 kernels. Now a
kernel that another computes the same up to names is emitted once and called from every site
(`passes/dedupe_kernels.py`), by both backends, and a dense constant is data: one global
array, read by loads (`loop.constant`). These tests count what is emitted, never time it, and
check the numbers against the reference interpreter.
"""
from __future__ import annotations

import re

import numpy as np
import pytest
from cuda_ptx import assert_compiles_to_ptx

import aotgrad
from aotgrad.codegen.cuda import final_cu
from aotgrad.codegen.llvm import generate_llvm
from aotgrad.passes.manager import run_pipeline
from aotgrad.passes.pipelines import training_pipeline


def layers(n: int) -> str:
    """`n` layers of one shape, each its own weights: the same kernels at every layer."""
    args = ", ".join(f"w{k}: f32[16,16], b{k}: f32[16]" for k in range(n))
    lines = [f"def f(x: f32[8,16], {args}) -> f32[] {{", "  h = x"]
    for k in range(n):
        lines += [f"  h = tanh(h @ w{k} + b{k}) * sigmoid(h)"]
    return "\n".join(lines + ["  return sum(h * h)", "}"]) + "\n"


def compiled_module(source: str, backend: str = "cpu"):
    return run_pipeline(aotgrad.parse(source), training_pipeline(backend=backend))


def llvm_kernels(module) -> int:
    return len(re.findall(r'^define internal void @"kernel\.[^".]*"\(', generate_llvm(module),
                          re.M))


@pytest.mark.parametrize("backend", ["cpu", "cuda"])
def test_a_kernel_repeated_at_every_layer_is_emitted_once(backend):
    small, large = compiled_module(layers(4), backend), compiled_module(layers(16), backend)
    kernels = [sum(g.kind == "kernel" for g in m.functions) for m in (small, large)]
    calls = [sum(op.name == "loop.call" for g in m.functions if g.kind == "program"
                 for op in g.body.ops) for m in (small, large)]
    assert calls[1] > calls[0] + 60            # every layer calls its kernels ...
    assert kernels[1] == kernels[0]            # ... emitted once, whatever the depth
    if backend == "cpu":
        assert llvm_kernels(large) == llvm_kernels(small) == kernels[0]
    else:
        globals_ = [len(re.findall(r"__global__ void", final_cu(m))) for m in (small, large)]
        assert globals_[1] == globals_[0]


def test_deduplicated_kernels_compute_what_the_interpreter_does():
    rng = np.random.default_rng(0)
    source = aotgrad.parse(layers(6))
    f = source.get()
    args = [rng.standard_normal(a.type.shape).astype(np.float32) * 0.3 for a in f.args]
    got = aotgrad.compile(source, backend="cpu")
    want = aotgrad.compile(source, backend="interpret")
    tensors = [[aotgrad.tensor(a, requires_grad=True) for a in args] for _ in range(2)]
    outs = [g(*t) for g, t in zip((got, want), tensors)]
    for out in outs:
        out.backward()
    np.testing.assert_allclose(outs[0].item(), outs[1].item(), rtol=1e-5)
    for a, b in zip(*tensors):
        np.testing.assert_allclose(np.asarray(a.grad), np.asarray(b.grad), rtol=1e-4,
                                   atol=1e-6)


def causal(x, w):
    """Attention scores under a causal mask made the way models make it, with `np.tril`."""
    t = x.shape[0]
    mask = np.tril(np.ones((t, t), dtype=bool))
    att = aotgrad.where(mask, x @ w, -1e9).softmax(-1)
    scale = np.arange(t * t, dtype=np.float32).reshape(t, t) / (t * t)
    return (att * scale + aotgrad.exp(x) * scale).sum()


def test_a_large_constant_is_one_global_array_not_stores():
    x = np.random.default_rng(1).standard_normal((64, 64)).astype(np.float32) * 0.1
    w = np.random.default_rng(2).standard_normal((64, 64)).astype(np.float32) * 0.1
    f = aotgrad.compile(causal)
    y = f(aotgrad.tensor(x, requires_grad=True), aotgrad.tensor(w, requires_grad=True))
    module = f.compiled.module
    constants = [op for g in module.functions if g.kind == "kernel" for op in g.walk()
                 if op.name == "loop.constant"]
    assert {tuple(op.result.type.shape) for op in constants} == {(64, 64)}
    assert len(constants) >= 3                  # the mask and the scale, read by several kernels
    text = generate_llvm(module)
    arrays = re.findall(r'^@"const\.\w+" = private unnamed_addr constant \[4096 x (\w+)\]',
                        text, re.M)
    assert sorted(arrays) == ["float", "i8"]    # each value once, however many kernels read it
    assert len(re.findall(r"^\s+store ", text, re.M)) < 100    # no store per element
    cu = final_cu(run_pipeline(aotgrad.trace(causal, x, w), training_pipeline(backend="cuda")))
    assert re.search(r"static const unsigned char \w+\[4096\] = \{", cu)
    assert re.search(r"static const float \w+\[4096\] = \{", cu)


def test_constant_arrays_and_shared_kernels_compile_to_ptx(tmp_path):
    """The CUDA source of both changes, through nvcc (where it is): `static const` arrays in
    kernels, and one `__global__` launched from every layer."""
    x = np.ones((64, 64), np.float32)
    source = assert_compiles_to_ptx(aotgrad.trace(causal, x, x), tmp_path)
    assert "static const unsigned char" in source
    assert_compiles_to_ptx(aotgrad.parse(layers(8)), tmp_path)


def test_constant_data_gives_the_interpreters_numbers():
    x = np.random.default_rng(3).standard_normal((16, 16)).astype(np.float32)
    w = np.random.default_rng(4).standard_normal((16, 16)).astype(np.float32) * 0.3
    grads = []
    for backend in ("cpu", "interpret"):
        xt, wt = aotgrad.tensor(x, requires_grad=True), aotgrad.tensor(w, requires_grad=True)
        y = aotgrad.compile(causal, backend=backend)(xt, wt)
        y.backward()
        grads.append((y.item(), np.asarray(xt.grad), np.asarray(wt.grad)))
    (y0, gx0, gw0), (y1, gx1, gw1) = grads
    np.testing.assert_allclose(y0, y1, rtol=1e-5)
    np.testing.assert_allclose(gx0, gx1, rtol=1e-4, atol=1e-6)
    np.testing.assert_allclose(gw0, gw1, rtol=1e-4, atol=1e-6)


def test_loop_constant_round_trips_through_text():
    from aotgrad.ir.parser import parse_ir
    from aotgrad.ir.printer import print_module
    text = """kernel @k(%out: buf<f32[2,3]>) {
  loop.parallel %i = 0 to 2 {
    loop.for %j = 0 to 3 {
      %data = loop.constant [[1.0, -0.0, inf], [0.5, -2.0, nan]] : buf<f32[2,3]>
      %x = loop.load %data[%i, %j] : f32
      loop.store %x, %out[%i, %j]
    }
  }
}
"""
    module = parse_ir(text)
    assert print_module(module) == text
    bad = text.replace("[0.5, -2.0, nan]", "[0.5, -2.0]")
    with pytest.raises(aotgrad.IRError):
        parse_ir(bad)


def test_debug_level_1_shows_llvm_beside_the_passes(capsys, monkeypatch):
    monkeypatch.setenv("AOTGRAD_CACHE", "0")
    with aotgrad.debug(1):
        f = aotgrad.compile(lambda x: (aotgrad.tanh(x) * 2.0).sum())
        f(aotgrad.tensor(np.ones((4, 8), np.float32), requires_grad=True)).backward()
    out = capsys.readouterr().out
    assert "Execution time report" in out
    for program in ("_forward", "_backward"):
        assert re.search(rf"^// aotgrad: @\w+{program}: [\d.]+ MB of LLVM IR, \d+ functions; "
                         rf"codegen [\d.]+ s, LLVM [\d.]+ s \(parse", out, re.M), out


def test_weights_traced_as_constants_fuse_and_compile():
    """`aotgrad.trace` makes captured weights dense constants: an LSTM step's gates read them
    from `loop.constant`s that fusion moves into the consumer with the producer's body (a
    KeyError there: the moved constant was not among the buffers the inliner maps)."""
    from aotgrad import nn
    from aotgrad.passes.pipelines import DEFAULT_PIPELINE
    from aotgrad.runtime.cpu import CpuProgram
    aotgrad.manual_seed(0)
    ih, hh = nn.Linear(3, 16), nn.Linear(4, 16)

    def step(x):
        h = aotgrad.zeros([2, 4])
        g = ih(x) + hh(h)
        c = g[:, 4:8].sigmoid() * h + g[:, :4].sigmoid() * g[:, 8:12].tanh()
        return (g[:, 12:].sigmoid() * c.tanh()).sum()
    x = np.random.default_rng(5).standard_normal((2, 3)).astype(np.float32)
    tensor = aotgrad.trace(step, x)
    loops = run_pipeline(tensor, DEFAULT_PIPELINE)
    assert any(op.name == "loop.constant" for g in loops.functions for op in g.walk())
    want = run_pipeline(tensor, training_pipeline(loops=False))
    fw = aotgrad.interpret(want, x, fn="step_forward")
    got = CpuProgram(loops, "step_forward")(x)
    np.testing.assert_allclose(got[0], fw[0], rtol=1e-5)
    grads = aotgrad.interpret(want, *fw[1:], np.float32(1.0), fn="step_backward")
    found = CpuProgram(loops, "step_backward")(*got[1:], np.float32(1.0))
    np.testing.assert_allclose(found[0], grads[0], rtol=1e-4, atol=1e-6)
