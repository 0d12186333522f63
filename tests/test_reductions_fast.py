"""Reductions that keep the innermost axis (`sum(x, 0)`, the bias gradient of every layer) are
column-blocked by `lower`: the loop IR loads consecutive columns of each row into several
accumulators, the optimised LLVM IR adds them as vectors, and the results match numpy, the
loop interpreter and PyTorch for sums and maxima over many shapes, axes and dtypes, NaN and
empty and size-1 dims included, through `fuse`."""
from __future__ import annotations

import re

import numpy as np
import pytest

import aotgrad
from aotgrad.codegen.cuda import final_cu
from aotgrad.codegen.llvm.jit import optimized_llvm
from aotgrad.ir.loop.interpret import run_program
from aotgrad.ir.loop.ops import ForOp, LoadOp
from aotgrad.ir.printer import print_module
from aotgrad.passes.lower.reductions import column_blocks
from aotgrad.passes.manager import run_pipeline
from aotgrad.passes.pipelines import LOOP_PIPELINE
from aotgrad.runtime.cpu import CpuProgram

DTYPES = {"f32": np.float32, "f64": np.float64, "i32": np.int32, "i64": np.int64}


def reduction_module(op: str, shape, axes, keepdim=False, dtype="f32", pre: str = ""):
    """`@f(%x) = op(pre(x), axes)` at the tensor level; `pre` an elementwise op or ''."""
    out = [1 if d in axes else s for d, s in enumerate(shape)] if keepdim else \
        [s for d, s in enumerate(shape) if d not in axes]
    t = f"{dtype}[{','.join(map(str, shape))}]"
    o = f"{dtype}[{','.join(map(str, out))}]"
    body, x = "", "%x"
    if pre:
        body, x = f"  %p = tensor.{pre} %x : {t}\n", "%p"
    keep = ", keepdim = true" if keepdim else ""
    return aotgrad.parse_ir(f"func @f(%x: {t}) -> {o} {{\n{body}"
                            f"  %s = tensor.{op} {x} {{axes = {list(axes)}{keep}}} : {o}\n"
                            f"  return %s\n}}\n")


def numpy_reduction(op: str, x, axes, keepdim=False, pre: str = ""):
    if pre:
        x = getattr(np, pre)(x)
    fn = np.sum if op == "sum" else np.max
    return fn(x, axis=tuple(axes), keepdims=keepdim).astype(x.dtype)


def random_input(shape, dtype: str, seed: int = 0):
    rng = np.random.default_rng(seed)
    if dtype.startswith("i"):
        return rng.integers(-50, 50, size=shape).astype(DTYPES[dtype])
    return rng.standard_normal(shape).astype(DTYPES[dtype])


def run_both(module, x):
    """(machine code, loop interpreter) results of the loop pipeline on `x`."""
    loops = run_pipeline(module, LOOP_PIPELINE)
    compiled = CpuProgram(loops, "f", poison=True)(x)[0]
    interpreted = run_program(loops, loops.get("f"), [x])[0]
    return compiled, interpreted


def assert_close(got, want, dtype: str):
    assert got.shape == want.shape and got.dtype == want.dtype
    if dtype.startswith("i"):
        np.testing.assert_array_equal(got, want)
    else:
        np.testing.assert_array_equal(np.isnan(got), np.isnan(want))
        rtol = 1e-5 if dtype == "f32" else 1e-12
        np.testing.assert_allclose(got, want, rtol=rtol, atol=rtol * 100)


def test_column_blocks_cover_the_columns_widest_first():
    assert column_blocks(1024, 4) == [(0, 16, 64)]
    assert column_blocks(1000, 4) == [(0, 15, 64), (960, 5, 8)]
    assert column_blocks(30, 4) == [(0, 3, 8), (24, 6, 1)]
    assert column_blocks(70, 8) == [(0, 2, 32), (64, 6, 1)]


def test_columns_that_compute_many_ops_get_narrower_blocks():
    """A block's accumulator loop computes at most `BLOCK_OPS` loads and ops per iteration
    (a sum over 16 computed terms per column gets blocks of 8 columns, not 64)."""
    assert column_blocks(1024, 4, cost=2) == [(0, 16, 64)]
    assert column_blocks(1024, 4, cost=32) == [(0, 128, 8)]
    assert column_blocks(1024, 4, cost=10) == [(0, 42, 24), (1008, 2, 8)]
    assert column_blocks(1024, 4, cost=1000) == [(0, 128, 8)]     # never under MIN_BLOCK


def test_small_column_reductions_get_half_width_blocks():
    """A reduction reading under `SMALL_REDUCTION` bytes runs in microseconds: blocks of 128
    bytes (32 f32 columns), half the code of a large one's 64."""
    from aotgrad.passes.lower.reductions import SMALL_REDUCTION
    assert column_blocks(1024, 4, nbytes=SMALL_REDUCTION) == [(0, 16, 64)]
    assert column_blocks(1024, 4, nbytes=SMALL_REDUCTION - 1) == [(0, 32, 32)]
    assert column_blocks(1024, 8, nbytes=1024) == [(0, 64, 16)]


def test_leading_axis_sum_loads_consecutive_columns_into_several_accumulators():
    loops = run_pipeline(reduction_module("sum", (4096, 1024), [0]), "lower")
    kernel = loops.get("sum")
    accumulators = [op for op in kernel.walk() if isinstance(op, ForOp)]
    assert [len(op.iter_dtypes) for op in accumulators] == [64]
    loads = [op for op in accumulators[0].body.ops if isinstance(op, LoadOp)]
    text = print_module(loops)
    assert "%x[%r, %i * 64]" in text and "%x[%r, %i * 64 + 63]" in text
    assert len(loads) == 64


def test_row_reduction_keeps_one_accumulator():
    loops = run_pipeline(reduction_module("sum", (64, 1024), [1]), "lower")
    assert [len(op.iter_dtypes) for op in loops.get("sum").walk()
            if isinstance(op, ForOp) and op.iter_dtypes] == [1]


@pytest.mark.parametrize("dtype,lanes", [("f32", "<8 x float>"), ("f64", "<4 x double>")])
@pytest.mark.parametrize("op", ["sum", "max"])
def test_leading_axis_reduction_is_vectorised(op, dtype, lanes):
    loops = run_pipeline(reduction_module(op, (512, 256), [0], dtype=dtype), LOOP_PIPELINE)
    ir = optimized_llvm(loops, "f")
    if not re.search(r"<\d+ x (float|double)>", ir):
        pytest.skip("this CPU has no vector unit LLVM targets")
    combine = "fadd" if op == "sum" else "select"
    assert re.search(rf"= {combine}( reassoc)? <\d+ x i1>|= {combine}( reassoc)? {lanes}"
                     if op == "max" else rf"= fadd {lanes}", ir), ir[:4000]
    assert re.search(rf"load {lanes}", ir), "the rows are not loaded as vectors"


CASES = [
    ("sum", (4096, 1024), [0], False, "f32"),
    ("sum", (128, 2048), [0], False, "f32"),
    ("sum", (1000, 1000), [0], True, "f32"),
    ("sum", (37, 77), [0], False, "f64"),
    ("sum", (5, 7, 30), [0, 1], False, "f32"),
    ("sum", (5, 7, 30), [0, 1], True, "f64"),
    ("sum", (6, 9, 70), [1], False, "f32"),
    ("sum", (3, 4, 5, 40), [0, 2], True, "f32"),
    ("sum", (1, 64), [0], False, "f32"),
    ("sum", (0, 64), [0], False, "f32"),
    ("sum", (8, 0, 64), [1], True, "f64"),
    ("sum", (4, 0, 64), [0], False, "f32"),
    ("sum", (50, 99), [0], False, "i32"),
    ("sum", (50, 99), [0], False, "i64"),
    ("max", (300, 130), [0], False, "f32"),
    ("max", (17, 3, 72), [0, 1], True, "f64"),
    ("max", (1, 8), [0], False, "f32"),
    ("max", (40, 90), [0], False, "i32"),
]


@pytest.mark.parametrize("op,shape,axes,keepdim,dtype", CASES, ids=str)
def test_column_blocked_reduction_matches_numpy_compiled_and_interpreted(op, shape, axes,
                                                                        keepdim, dtype):
    x = random_input(shape, dtype)
    want = numpy_reduction(op, x, axes, keepdim)
    compiled, interpreted = run_both(reduction_module(op, shape, axes, keepdim, dtype), x)
    assert_close(compiled, want, dtype)
    assert_close(interpreted, want, dtype)


@pytest.mark.parametrize("dtype", ["f32", "f64"])
def test_leading_axis_max_propagates_nan_like_numpy(dtype):
    x = random_input((200, 100), dtype)
    x[0, 3] = np.nan            # first row
    x[199, 70] = np.nan         # last row, in the narrow blocks
    x[57, 99] = np.nan          # in the one-column remainder
    x[5:9, 10] = np.nan
    x[:, 20] = -np.inf
    want = np.max(x, axis=0)
    compiled, interpreted = run_both(reduction_module("max", (200, 100), [0], dtype=dtype), x)
    assert_close(compiled, want, dtype)
    assert_close(interpreted, want, dtype)
    assert np.isnan(compiled[[3, 70, 99, 10]]).all() and compiled[20] == -np.inf


def test_fused_producer_is_inlined_into_the_column_blocked_reduction():
    module = reduction_module("sum", (300, 200), [0], pre="exp")
    loops = run_pipeline(module, LOOP_PIPELINE)
    kernels = [f for f in loops.functions if f.kind == "kernel"]
    assert len(kernels) == 1, "exp should be inlined into the reduction"
    x = random_input((300, 200), "f32")
    compiled, interpreted = run_both(module, x)
    want = numpy_reduction("sum", x, [0], pre="exp")
    assert_close(compiled, want, "f32")
    assert_close(interpreted, want, "f32")


def test_long_leading_axis_sum_stays_accurate():
    x = np.random.default_rng(3).uniform(0, 1, (1_000_000, 16)).astype(np.float32)
    loops = run_pipeline(reduction_module("sum", x.shape, [0]), LOOP_PIPELINE)
    compiled = CpuProgram(loops, "f")(x)[0]
    exact = x.astype(np.float64).sum(0)
    assert np.max(np.abs(compiled - exact) / exact) <= 1e-6


def test_mean_and_bias_gradient_match_torch():
    torch = pytest.importorskip("torch")
    rng = np.random.default_rng(4)
    x = rng.standard_normal((64, 8, 48)).astype(np.float32)
    w = rng.standard_normal((48, 40)).astype(np.float32)
    b = rng.standard_normal((40,)).astype(np.float32)

    def loss(x, w, b):
        h = aotgrad.relu(x @ w + b)
        return aotgrad.sum(aotgrad.mean(h, (0, 1)) * aotgrad.sin(aotgrad.mean(h, (0, 1))))
    value, grads = aotgrad.value_and_grad(loss, argnums=(1, 2))(x, w, b)
    tx, tw, tb = (torch.tensor(a, requires_grad=True) for a in (x, w, b))
    h = torch.relu(tx @ tw + tb)
    m = h.mean((0, 1))
    t = (m * torch.sin(m)).sum()
    t.backward()
    np.testing.assert_allclose(value, t.item(), rtol=1e-5)
    np.testing.assert_allclose(grads[0], tw.grad.numpy(), rtol=1e-4, atol=1e-6)
    np.testing.assert_allclose(grads[1], tb.grad.numpy(), rtol=1e-4, atol=1e-6)


def test_cuda_source_of_a_column_blocked_reduction_is_generated():
    loops = run_pipeline(reduction_module("sum", (128, 100), [0]), "lower,fuse,buffer-reuse")
    text = final_cu(loops)
    assert "ag_block_reduce" in text and "x[" in text


def test_the_cuda_pipeline_lowers_one_loop_per_column():
    """On the GPU a column is a thread: `lower{column_reductions=per_column}` keeps one
    accumulator loop per output column, which the CPU's blocked lowering replaces."""
    from aotgrad.passes.pipelines import CUDA_LOOP_PIPELINE, loop_pipeline, training_pipeline
    assert loop_pipeline("cuda") == CUDA_LOOP_PIPELINE
    assert training_pipeline(backend="cuda").endswith(CUDA_LOOP_PIPELINE)
    assert training_pipeline().endswith(LOOP_PIPELINE)
    gpu = run_pipeline(reduction_module("sum", (64, 128), [0]),
                       "lower{column_reductions=per_column}")
    cpu = run_pipeline(reduction_module("sum", (64, 128), [0]), "lower")
    gpu_text, cpu_text = print_module(gpu), print_module(cpu)
    assert gpu_text.count("iter(") == 1 and "loop.parallel %i = 0 to 128" in gpu_text
    assert "loop.parallel %i = 0 to 4 {" in cpu_text       # four blocks of 32 (a small sum)
    x = np.random.default_rng(5).standard_normal((64, 128)).astype(np.float32)
    for module in (gpu, cpu):
        got = CpuProgram(module, "f")(x)[0]
        np.testing.assert_allclose(got, x.astype(np.float64).sum(axis=0), rtol=1e-5, atol=1e-5)


def test_column_reductions_option_is_checked():
    with pytest.raises(aotgrad.Error, match="column_reductions must be 'blocked' or "
                       "'per_column'"):
        run_pipeline(reduction_module("sum", (4, 8), [0]), "lower{column_reductions=rows}")


def test_a_column_sum_of_many_computed_terms_is_blocked_within_block_ops():
    """An LSTM's bias gradient: the sum over its 16 steps of [16, 512] gradients, then over
    the batch: each column's iteration loads and adds 16 terms, so a block has 8 columns."""
    from aotgrad.ir.loop.ops import ForOp
    from aotgrad.passes.lower.reductions import BLOCK_OPS
    terms = " + ".join(f"x{k}" for k in range(16))
    args = ", ".join(f"x{k}: f32[16,512]" for k in range(16))
    module = aotgrad.parse(f"def f({args}) -> f32[512] {{\n  return sum({terms}, axis=0)\n}}\n")
    loops = run_pipeline(module, "lower")
    sums = [op for g in loops.functions if g.kind == "kernel" for op in g.walk()
            if isinstance(op, ForOp) and op.iter_dtypes]
    assert sums and all(len(op.iter_dtypes) == 8 for op in sums)
    assert all(len(op.body.ops) <= BLOCK_OPS + 1 for op in sums)       # and the yield
