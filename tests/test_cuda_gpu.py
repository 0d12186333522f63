"""The CUDA backend on a GPU: every golden case and every differentiable op, forward and
backward, against the CPU backend (float32, relative error <= 1e-4) on fresh random inputs
with every output and the arena poisoned with NaN before each run; every arith op against the
reference interpreter; reductions, matmul and random numbers at sizes that use the whole grid.
Skipped, with the reason, where pycuda or a CUDA device is missing."""
from __future__ import annotations

import secrets
from pathlib import Path

import numpy as np
import pytest

from aotgrad.frontend.dsl import parse_file
from aotgrad.ir.interpret import interpret, random_arguments
from aotgrad.ir.parser import parse_ir
from aotgrad.ir.types import DType
from aotgrad.passes.manager import run_pipeline
from aotgrad.passes.pipelines import DEFAULT_PIPELINE
from aotgrad.runtime import cuda
from aotgrad.runtime.cpu import CpuProgram

try:
    import gradient_cases as gc
except ImportError:                  # needs torch, the `oracle` extra
    gc = None

REASON = cuda.unavailable()
pytestmark = [pytest.mark.cuda,
              pytest.mark.skipif(REASON is not None, reason=f"no CUDA run here: {REASON}")]
CASES = sorted(p.stem for p in (Path(__file__).parent / "golden" / "cases").glob("*.ag"))


def gpu(module, name):
    return cuda.CudaProgram(module, name, poison=True, sync_each=True)


def assert_close(got, want, what: str) -> None:
    assert len(got) == len(want), f"{what}: {len(got)} results, expected {len(want)}"
    for i, (g, w) in enumerate(zip(got, want)):
        assert g.dtype == w.dtype and g.shape == w.shape, f"{what}: result #{i}"
        if w.dtype.kind != "f":
            np.testing.assert_array_equal(g, w, err_msg=f"{what}: result #{i}")
            continue
        scale = max(1.0, float(np.abs(w[np.isfinite(w)]).max(initial=0.0)))
        np.testing.assert_allclose(g, w, rtol=1e-4, atol=1e-4 * scale,
                                   err_msg=f"{what}: result #{i}")


def check_training(module, what: str) -> None:
    """Forward then backward of `module` on the GPU and on the CPU, on fresh inputs."""
    seed = secrets.randbits(32)
    programs = [f for f in module.functions if f.kind == "program"]
    forward = next(f for f in programs if not f.name.endswith("_backward"))
    primals = random_arguments(forward.arg_types, seed)
    want = CpuProgram(module, forward.name)(*primals)
    assert_close(gpu(module, forward.name)(*primals), want, f"{what} forward (seed {seed})")
    backward = next((f for f in programs if f.name.endswith("_backward")), None)
    if backward is None:
        return
    n_tangents = sum("tangent" in flags for flags in backward.arg_flags)
    tangents = random_arguments(backward.arg_types[-n_tangents:], seed + 1)
    inputs = [*want[len(want) - (len(backward.args) - n_tangents):], *tangents]
    assert_close(gpu(module, backward.name)(*inputs),
                 CpuProgram(module, backward.name)(*inputs), f"{what} backward (seed {seed})")


@pytest.mark.parametrize("case", CASES)
def test_golden_case_matches_cpu(case):
    path = Path(__file__).parent / "golden" / "cases" / f"{case}.ag"
    check_training(run_pipeline(parse_file(str(path)), DEFAULT_PIPELINE), case)


@pytest.mark.skipif(gc is None, reason="the op cases need torch (the `oracle` extra)")
@pytest.mark.parametrize("case", gc.CASES if gc else [], ids=lambda c: c.id)
def test_every_op_forward_and_backward_matches_cpu(case):
    sample = gc.inputs(case, DType.f32, secrets.randbits(32))
    check_training(run_pipeline(gc.build_function(case, sample), DEFAULT_PIPELINE), case.id)


def pointwise(op: str, in_types: list[str], out_type: str, n: int = 1000) -> str:
    args = ", ".join(f"%x{k}: buf<{t}[{n}]>" for k, t in enumerate(in_types))
    loads = "\n".join(f"    %a{k} = loop.load %x{k}[%i] : {t}" for k, t in enumerate(in_types))
    operands = ", ".join(f"%a{k}" for k in range(len(in_types)))
    return f"""kernel @k({args}, %out: buf<{out_type}[{n}]>) {{
  loop.parallel %i = 0 to {n} {{
{loads}
    %r = arith.{op} {operands} : {out_type}
    loop.store %r, %out[%i]
  }}
}}

program @f({args}) -> buf<{out_type}[{n}]> {{
  %out = loop.alloc : buf<{out_type}[{n}]>
  loop.call @k({", ".join(f"%x{k}" for k in range(len(in_types)))}, %out)
  return %out
}}
"""


def values(dtype: str, n: int, rng) -> np.ndarray:
    if dtype == "bool":
        return rng.random(n) < 0.5
    if dtype in ("i32", "i64"):
        return rng.integers(-1000, 1000, n).astype(np.dtype(dtype.replace("i", "int")))
    x = rng.standard_normal(n) * 10.0 ** rng.integers(-2, 3, n)
    x[:6] = [np.nan, np.inf, -np.inf, 0.0, -0.0, 1e30]
    return rng.permutation(x).astype(np.float32 if dtype == "f32" else np.float64)


def against_interpreter(text: str, arrays, rtol: float) -> None:
    module = parse_ir(text)
    got = gpu(module, "f")(*arrays)
    with np.errstate(all="ignore"):
        want = interpret(module, *arrays, fn="f")
    for g, w in zip(got, want):
        assert g.dtype == w.dtype and g.shape == w.shape
        np.testing.assert_allclose(g, w, rtol=rtol, atol=0, equal_nan=True)


BINARY = ["add", "sub", "mul", "max", "min", "lt", "le", "gt", "ge", "eq", "ne"]
COMPARES = {"lt", "le", "gt", "ge", "eq", "ne"}


@pytest.mark.parametrize("dtype", ["f32", "f64", "i32", "i64"])
@pytest.mark.parametrize("op", BINARY + ["div", "pow"])
def test_binary_arith_matches_interpreter(op, dtype):
    if op in ("div", "pow") and dtype[0] == "i":
        pytest.skip(f"{op} is float-only")
    rng = np.random.default_rng(secrets.randbits(32))
    out = "bool" if op in COMPARES else dtype
    against_interpreter(pointwise(op, [dtype, dtype], out),
                        [values(dtype, 1000, rng), values(dtype, 1000, rng)],
                        1e-6 if dtype == "f32" else 1e-13)


UNARY = ["neg", "abs", "exp", "log", "sin", "cos", "tanh", "sigmoid", "sqrt", "rsqrt"]


@pytest.mark.parametrize("dtype", ["f32", "f64"])
@pytest.mark.parametrize("op", UNARY)
def test_unary_arith_matches_interpreter(op, dtype):
    rng = np.random.default_rng(secrets.randbits(32))
    against_interpreter(pointwise(op, [dtype], dtype), [values(dtype, 1000, rng)],
                        1e-6 if dtype == "f32" else 1e-13)


@pytest.mark.parametrize("src, dst", [(s, d) for s in ["f32", "f64", "i32", "i64", "bool"]
                                      for d in ["f32", "f64", "i32", "i64", "bool"] if s != d])
def test_cast_matches_numpy(src, dst):
    rng = np.random.default_rng(secrets.randbits(32))
    x = values(src, 1000, rng)
    if src[0] == "f":
        x[6:10] = [3e9, -3e9, 1e19, -1e19]          # out of the integer types' range
    against_interpreter(pointwise("cast", [src], dst), [x], 0)


@pytest.mark.parametrize("dtype", ["f32", "f64"])
def test_uniform_is_bit_identical_to_the_cpu(dtype):
    n = 100_000
    text = f"""kernel @k(%seed: buf<i64[1]>, %out: buf<{dtype}[{n}]>) {{
  loop.parallel %i = 0 to {n} {{
    %s = loop.load %seed[0] : i64
    %c = arith.cast %i : i64
    %u = arith.uniform %s, %c : {dtype}
    loop.store %u, %out[%i]
  }}
}}

program @f(%seed: buf<i64[1]>) -> buf<{dtype}[{n}]> {{
  %out = loop.alloc : buf<{dtype}[{n}]>
  loop.call @k(%seed, %out)
  return %out
}}
"""
    seed = np.array([secrets.randbits(62)], np.int64)
    module = parse_ir(text)
    np.testing.assert_array_equal(gpu(module, "f")(seed)[0], CpuProgram(module, "f")(seed)[0])


REDUCE = ("kernel @k(%x: buf<{t}[{rows},{cols}]>, %sum: buf<{t}[{rows}]>, "
          "%max: buf<{t}[{rows}]>) {{\n") + """  loop.parallel %i = 0 to {rows} {{
    %s, %m = loop.for %r = 0 to {cols} iter(%a = {zero}, %b = {low}) -> ({t}, {t}) {{
      %v = loop.load %x[%i, %r] : {t}
      %a_1 = arith.add %a, %v : {t}
      %b_1 = arith.max %v, %b : {t}
      loop.yield %a_1, %b_1
    }}
    loop.store %s, %sum[%i]
    loop.store %m, %max[%i]
  }}
}}

program @f(%x: buf<{t}[{rows},{cols}]>) -> (buf<{t}[{rows}]>, buf<{t}[{rows}]>) {{
  %sum = loop.alloc : buf<{t}[{rows}]>
  %max = loop.alloc : buf<{t}[{rows}]>
  loop.call @k(%x, %sum, %max)
  return %sum, %max
}}
"""


@pytest.mark.parametrize("t, zero, low", [("f32", "0.0", "-inf"), ("f64", "0.0", "-inf"),
                                          ("i64", "0", "-1000000")])
@pytest.mark.parametrize("rows, cols", [(1, 1_000_000), (300, 1000), (5000, 40), (7, 31)])
def test_block_reductions_match_the_cpu(t, zero, low, rows, cols):
    module = parse_ir(REDUCE.format(t=t, zero=zero, low=low, rows=rows, cols=cols))
    rng = np.random.default_rng(secrets.randbits(32))
    x = values(t, rows * cols, rng).reshape(rows, cols)
    if t[0] == "f":
        x[np.isinf(x) | (np.abs(x) > 1e20)] = 1.0
        x[rows // 2, cols // 3] = np.nan               # one row's max and sum are NaN
    got, want = gpu(module, "f")(x), CpuProgram(module, "f")(x)
    # sums in another order: within a few roundings of the row's magnitude
    size = np.nansum(np.abs(x.astype(np.float64)), axis=1)
    eps = np.finfo(x.dtype).eps if t[0] == "f" else 0
    np.testing.assert_array_equal(np.isnan(got[0]), np.isnan(want[0]))
    bound = max(8.0, 4 * cols ** 0.5) * eps * size
    assert (np.nan_to_num(np.abs(got[0] - want[0].astype(np.float64))) <= bound).all()
    np.testing.assert_array_equal(got[1], want[1])


@pytest.mark.parametrize("ta, tb", [(False, False), (True, False), (False, True), (True, True)])
@pytest.mark.parametrize("batch, m, n, k", [((), 70, 45, 100), ((3,), 33, 65, 31),
                                             ((2, 3), 17, 9, 40), ((2, 1, 3), 5, 33, 8),
                                             ((70000,), 2, 3, 4), ((), 1, 1, 0)])
@pytest.mark.parametrize("use_cublas", [False, True], ids=["tiled", "cublas"])
def test_tiled_matmul_matches_the_cpu(batch, m, n, k, ta, tb, use_cublas):
    """Any rank (the leading dims one batch), a batch past the grid's z limit too; the
    generated tiled kernel, and cuBLAS (where it loads) with the same plan."""
    if use_cublas and cuda.cublas.unavailable():
        pytest.skip(f"no cuBLAS: {cuda.cublas.unavailable()}")
    lead = "".join(f"{d}," for d in batch)
    a = f"{lead}{k},{m}" if ta else f"{lead}{m},{k}"
    b = f"{lead}{n},{k}" if tb else f"{lead}{k},{n}"
    text = f"""program @f(%a: buf<f32[{a}]>, %b: buf<f32[{b}]>) -> buf<f32[{lead}{m},{n}]> {{
  %o = loop.alloc : buf<f32[{lead}{m},{n}]>
  loop.call @matmul(%a, %b, %o) {{transpose_lhs = {str(ta).lower()}, \
transpose_rhs = {str(tb).lower()}}}
  return %o
}}
"""
    module = parse_ir(text)
    f = module.get("f")
    x = random_arguments(f.arg_types, secrets.randbits(32))
    program = cuda.CudaProgram(module, "f", poison=True, sync_each=True, use_cublas=use_cublas)
    np.testing.assert_allclose(program(*x)[0], CpuProgram(module, "f")(*x)[0],
                               rtol=1e-4, atol=1e-4 * max(1, k) ** 0.5)


def test_wrong_input_is_a_clear_error():
    module = parse_ir(pointwise("neg", ["f32"], "f32"))
    with pytest.raises(Exception, match=r"must have shape \[1000\]"):
        gpu(module, "f")(np.zeros(3, np.float32))


def test_compile_with_the_cuda_backend_trains_like_the_cpu_backend():
    import aotgrad

    def loss(x, w, b):
        h = aotgrad.relu(x @ w + b)
        return (aotgrad.sin(h) + aotgrad.cos(h)).sum()

    rng = np.random.default_rng(0)
    arrays = [rng.standard_normal(s).astype(np.float32) for s in [(64, 32), (32, 48), (48,)]]
    grads = {}
    for backend in ("cpu", "cuda"):
        step = aotgrad.compile(loss, backend=backend)
        params = [aotgrad.tensor(a.copy(), requires_grad=True) for a in arrays]
        for _ in range(3):                       # three SGD steps, gradients from the backend
            for p in params:
                p.grad = None
            step(*params).backward()
            with aotgrad.no_grad():
                for p in params:
                    p.sub_(0.01 * p.grad)
        grads[backend] = [p.detach().numpy() for p in params]
    for got, want in zip(grads["cuda"], grads["cpu"]):
        np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5)


def test_saved_tensors_stay_on_the_device_between_forward_and_backward():
    import aotgrad

    def loss(x, w):
        h = aotgrad.tanh(x @ w)
        return (h * h).sum()

    rng = np.random.default_rng(1)
    x, w = (aotgrad.tensor(rng.standard_normal(s).astype(np.float32), requires_grad=True)
            for s in [(32, 16), (16, 8)])
    step = aotgrad.compile(loss, backend="cuda")
    out = step(x, w)
    saved = out.grad_fn.saved
    assert any(isinstance(s, cuda.DeviceArray) for s in saved)
    assert not any(isinstance(s, cuda.DeviceArray) and s.shape == x.shape for s in saved)
    out.backward()
    ref = aotgrad.compile(loss)
    xc, wc = (aotgrad.tensor(t.detach().numpy(), requires_grad=True) for t in (x, w))
    ref(xc, wc).backward()
    np.testing.assert_allclose(w.grad, wc.grad, rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(x.grad, xc.grad, rtol=1e-4, atol=1e-5)
