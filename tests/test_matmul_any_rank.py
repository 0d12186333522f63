"""Matmul of any rank: multi-head attention as PyTorch users write it
(`softmax(q @ k.transpose(-2, -1) / sqrt(d)) @ v` on [batch, heads, length, head_dim]) compiles,
forward and backward, on the CPU backend (with BLAS and with `lower{matmul=loops}`) and to CUDA
C that nvcc accepts; the leading dims of a rank-N matmul are one batch, so the transposed `k`
is a BLAS flag, never a copy; integer matmuls compile as loops; and a matmul whose shapes
cannot match is a located user error, never a verifier error after `lower`.
"""
from __future__ import annotations

import math
import shutil
import subprocess

import numpy as np
import pytest
import torch

import aotgrad as ag
from aotgrad.codegen.cuda import build_cuda, final_cu
from aotgrad.ir.core import IRError
from aotgrad.ir.loop.externs import matmul_dims
from aotgrad.ir.loop.ops import CallOp
from aotgrad.ir.parser import parse_ir
from aotgrad.ir.types import BufferType, DType
from aotgrad.passes.manager import run_pipeline
from aotgrad.passes.pipelines import training_pipeline

SHAPES = {"rank4": (2, 4, 16, 8), "rank5": (2, 3, 2, 16, 8)}
LOOPS = training_pipeline().replace(",lower,", ",lower{matmul=loops},")


def attention(q, k, v):
    d = q.shape[-1]
    scores = ag.softmax(q @ k.transpose(-2, -1) / math.sqrt(d), axis=-1)
    return scores @ v


def torch_attention(q, k, v):
    d = q.shape[-1]
    return torch.softmax(q @ k.transpose(-2, -1) / math.sqrt(d), dim=-1) @ v


def qkv(shape, seed=0):
    rng = np.random.default_rng(seed)
    return [rng.normal(size=shape).astype(np.float32) for _ in range(3)]


def run(fn, arrays, weight, **options):
    """The output of compiled `fn` and the gradients of `sum(out * weight)`."""
    compiled = ag.compile(fn, **options)
    xs = [ag.tensor(a, requires_grad=True) for a in arrays]
    out = compiled(*xs)
    (out * ag.tensor(weight)).sum().backward()
    return np.asarray(out), [np.asarray(x.grad) for x in xs], compiled


def torch_run(arrays, weight):
    xs = [torch.tensor(a, requires_grad=True) for a in arrays]
    out = torch_attention(*xs)
    (out * torch.tensor(weight)).sum().backward()
    return out.detach().numpy(), [x.grad.numpy() for x in xs]


def assert_close(got, want, what):
    scale = max(1.0, float(np.abs(want).max()))
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5 * scale, err_msg=what)


@pytest.mark.parametrize("options", [{}, {"pipeline": LOOPS}], ids=["blas", "loops"])
@pytest.mark.parametrize("shape", SHAPES.values(), ids=SHAPES.keys())
def test_attention_forward_and_gradients_match_torch_and_the_interpreter(shape, options):
    arrays = qkv(shape)
    weight = np.random.default_rng(1).normal(size=shape).astype(np.float32)
    out, grads, _ = run(attention, arrays, weight, **options)
    ref_out, ref_grads = run(attention, arrays, weight, backend="interpret")[:2]
    torch_out, torch_grads = torch_run(arrays, weight)
    assert out.shape == shape
    assert_close(out, torch_out, "out vs torch")
    assert_close(out, ref_out, "out vs interpret")
    for name, g, t, r in zip("qkv", grads, torch_grads, ref_grads):
        assert_close(g, t, f"d{name} vs torch")
        assert_close(g, r, f"d{name} vs interpret")


def _calls(module, program):
    return [op for op in module.get(program).body.ops if isinstance(op, CallOp)]


def test_transposed_key_is_a_blas_flag_not_a_copy():
    shape = SHAPES["rank4"]
    _, _, compiled = run(attention, qkv(shape), np.ones(shape, np.float32))
    module = compiled.compiled.module
    kernels = {f.name for f in module.functions if f.kind == "kernel"}
    assert not any("copy" in name for name in kernels), sorted(kernels)
    forward = module.get("attention_forward")
    key = forward.args[1]
    scores = [op for op in _calls(module, "attention_forward") if op.callee == "matmul"][0]
    # q @ k^T reads the argument %k itself, transposed by the gemm
    assert scores.operands[1] is key and scores.attrs.get("transpose_rhs") is True
    assert [str(v.type) for v in scores.operands] == \
        ["buf<f32[2,4,16,8]>", "buf<f32[2,4,16,8]>", "buf<f32[2,4,16,16]>"]
    # the backward's four matmuls read their operands in place too: two carry a flag
    backward = [op for op in _calls(module, "attention_backward") if op.callee == "matmul"]
    assert len(backward) == 4
    assert sum(bool(op.attrs.get("transpose_lhs") or op.attrs.get("transpose_rhs"))
               for op in backward) >= 2


def test_matmul_loops_pipeline_builds_no_extern_call():
    shape = SHAPES["rank5"]
    _, _, compiled = run(attention, qkv(shape), np.ones(shape, np.float32), pipeline=LOOPS)
    module = compiled.compiled.module
    for program in ("attention_forward", "attention_backward"):
        assert all(op.callee != "matmul" for op in _calls(module, program))


@pytest.mark.parametrize("dtype", [np.int32, np.int64])
def test_integer_matmul_of_rank_four_compiles_as_loops(dtype):
    rng = np.random.default_rng(2)
    a = rng.integers(-5, 5, (2, 3, 4, 6)).astype(dtype)
    b = rng.integers(-5, 5, (2, 3, 5, 6)).astype(dtype)
    f = ag.compile(lambda x, y: (x + 1) @ y.transpose(-2, -1))
    out = np.asarray(f(ag.tensor(a), ag.tensor(b)))
    assert out.dtype == dtype
    np.testing.assert_array_equal(out, (a + 1) @ np.swapaxes(b, -1, -2))
    calls = _calls(f.compiled.module, "lambda")
    assert calls and all(op.callee != "matmul" for op in calls)


# --------------------------------------------------------------------------- the extern

def _buf(*shape):
    return BufferType(shape, DType.f32)


def test_matmul_extern_flattens_leading_dims_into_its_batch():
    assert matmul_dims([_buf(2, 4, 16, 8), _buf(2, 4, 16, 8), _buf(2, 4, 16, 16)],
                       {"transpose_rhs": True}) == (8, 16, 16, 8)
    assert matmul_dims([_buf(2, 3, 2, 8, 5), _buf(2, 3, 2, 8, 7), _buf(2, 3, 2, 5, 7)],
                       {"transpose_lhs": True}) == (12, 5, 7, 8)
    assert matmul_dims([_buf(2, 0, 4, 3), _buf(2, 0, 3, 5), _buf(2, 0, 4, 5)], {})[0] == 0
    assert matmul_dims([_buf(4, 3), _buf(3, 5), _buf(4, 5)], {}) == (1, 4, 5, 3)


@pytest.mark.parametrize("types, message", [
    ([_buf(2, 4, 4, 3), _buf(2, 5, 3, 4), _buf(2, 4, 4, 4)], "shapes do not agree"),
    ([_buf(2, 4, 4, 3), _buf(2, 4, 3, 4), _buf(4, 2, 4, 4)], "shapes do not agree"),
    ([_buf(2, 4, 4, 3), _buf(8, 3, 4), _buf(8, 4, 4)], "one rank, at least 2"),
    ([_buf(4), _buf(4), _buf(1)], "one rank, at least 2"),
])
def test_matmul_extern_refuses_buffers_that_do_not_agree(types, message):
    with pytest.raises(IRError, match=message):
        matmul_dims(types, {})


# --------------------------------------------------------------------------- CUDA

def _cuda_module(shape):
    tensor = ag.trace(attention, *qkv(shape))
    return run_pipeline(tensor, training_pipeline(backend="cuda"))


def test_cuda_rank_four_matmul_is_one_launch_over_the_flattened_batch():
    module = _cuda_module(SHAPES["rank4"])
    unit = build_cuda(module)
    steps = [s for s in unit.programs["attention_forward"].steps if s.callee == "matmul"]
    assert len(steps) == 2
    scores = steps[0]
    assert scores.launch.kernel == "matmul_f32_nt" and scores.launch.grid == (1, 1, 8)
    # m, n, k, lda, ldb, the three batch strides, the batch
    assert scores.args[3:] == (16, 16, 8, 8, 8, 128, 128, 256, 8)
    assert "copy" not in unit.source


def test_cuda_batch_past_the_grid_limit_is_walked_by_the_grid_layers():
    batch = 70000
    text = f"""program @f(%a: buf<f32[{batch},2,3]>, %b: buf<f32[{batch},3,1]>) \
-> buf<f32[{batch},2,1]> {{
  %o = loop.alloc : buf<f32[{batch},2,1]>
  loop.call @matmul(%a, %b, %o)
  return %o
}}
"""
    unit = build_cuda(parse_ir(text))
    step = unit.programs["f"].steps[0]
    assert step.launch.grid == (1, 1, 65535) and step.args[-1] == batch
    assert "z + blockIdx.z < batch; z += gridDim.z" in unit.source


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc is not on the PATH")
@pytest.mark.parametrize("shape", SHAPES.values(), ids=SHAPES.keys())
def test_cuda_source_of_attention_compiles_to_ptx(shape, tmp_path):
    src = tmp_path / "attention.cu"
    src.write_text(final_cu(_cuda_module(shape)))
    run = subprocess.run(["nvcc", "--ptx", "-arch=sm_80", "-std=c++17", "--Werror",
                          "all-warnings", "-o", str(tmp_path / "attention.ptx"), str(src)],
                         capture_output=True, text=True)
    assert run.returncode == 0 and not (run.stdout + run.stderr).strip(), \
        f"nvcc on attention.cu:\n{run.stdout}{run.stderr}"
    assert ".entry matmul_f32_nt" in (tmp_path / "attention.ptx").read_text()


# --------------------------------------------------------------------------- user errors

@pytest.mark.parametrize("shapes, message", [
    (((2, 4, 16, 8), (2, 4, 16, 8)), r"contraction dims differ: f32\[2,4,16,8\] @ "
                                     r"f32\[2,4,16,8\] \(8 vs 16\)"),
    (((2, 4, 16, 8), (3, 4, 8, 8)), "batch dims do not broadcast"),
    (((16,), (16, 5)), "needs operands of rank >= 2"),
])
def test_matmul_shapes_that_cannot_match_are_a_located_user_error(shapes, message):
    def f(a, b):
        return a @ b
    line = f.__code__.co_firstlineno + 1
    compiled = ag.compile(f)
    with pytest.raises(ag.Error, match=message) as info:
        compiled(*(ag.tensor(np.ones(s, np.float32)) for s in shapes))
    text = str(info.value)
    assert f"{__file__}:{line}:" in text and "verification failed" not in text
