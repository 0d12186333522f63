"""The compiled API: compile (cache, grads vs PyTorch), aot_function, grad, value_and_grad,
debug levels and run_passes."""
import contextlib
import io
import os
import re
import subprocess
import sys

import numpy as np
import pytest
import torch

import aotgrad
from aotgrad.runtime.compiled import CompiledFunction, compile_module
from aotgrad.runtime.debug import debug_level

RNG = np.random.default_rng(1)
TOL = {np.float64: 1e-5, np.float32: 1e-4}


def rand(*shape, dtype=np.float64):
    return RNG.standard_normal(shape).astype(dtype)


def leaves(*arrays):
    return [aotgrad.tensor(a, requires_grad=True) for a in arrays]


def torch_leaves(*arrays):
    return [torch.tensor(a, requires_grad=True) for a in arrays]


def assert_grads(ours, theirs, dtype):
    tol = TOL[dtype]
    for o, t in zip(ours, theirs):
        np.testing.assert_allclose(o.grad, t.grad.numpy(), rtol=tol, atol=tol)


def complex_computation(x, weight, bias):
    y = aotgrad.relu(aotgrad.matmul(x, weight) + bias)
    z = aotgrad.sin(y) + aotgrad.cos(y)
    return z.sum()


def torch_complex_computation(x, weight, bias):
    y = torch.relu(torch.matmul(x, weight) + bias)
    return (torch.sin(y) + torch.cos(y)).sum()


def seed_inputs(dtype):
    return rand(10, 20, dtype=dtype), rand(20, 30, dtype=dtype), rand(30, dtype=dtype)


# --------------------------------------------------------------------------- compile

@pytest.mark.parametrize("dtype", [np.float64, np.float32])
@pytest.mark.parametrize("partition", ["min_cut", "default"])
def test_compile_seed_example_grads_match_torch(dtype, partition):
    arrays = seed_inputs(dtype)
    step = aotgrad.compile(complex_computation, partition=partition)
    ours, theirs = leaves(*arrays), torch_leaves(*arrays)
    loss = step(*ours)
    want = torch_complex_computation(*theirs)
    want.backward()
    loss.backward()
    np.testing.assert_allclose(loss.detach().numpy(), want.detach().numpy(), rtol=TOL[dtype])
    assert loss.dtype == dtype
    assert_grads(ours, theirs, dtype)


def mlp(x, w1, b1, w2, b2, labels):
    h = aotgrad.tanh(x @ w1 + b1)
    return aotgrad.cross_entropy(h @ w2 + b2, labels)


def torch_mlp(x, w1, b1, w2, b2, labels):
    h = torch.tanh(x @ w1 + b1)
    return torch.nn.functional.cross_entropy(h @ w2 + b2, labels)


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
def test_compile_mlp_grads_match_torch(dtype):
    x = rand(8, 6, dtype=dtype)
    params = [rand(6, 16, dtype=dtype), rand(16, dtype=dtype), rand(16, 4, dtype=dtype),
              rand(4, dtype=dtype)]
    labels = RNG.integers(0, 4, size=8)
    step = aotgrad.compile(mlp)
    ours, theirs = leaves(*params), torch_leaves(*params)
    loss = step(x, *ours, labels)
    want = torch_mlp(torch.tensor(x), *theirs, torch.tensor(labels))
    loss.backward()
    want.backward()
    np.testing.assert_allclose(loss.detach().numpy(), want.detach().numpy(), rtol=TOL[dtype])
    assert_grads(ours, theirs, dtype)
    report = step.partition_report()
    assert report is not None and report.saved_bytes > 0


def test_compile_cache_hits_misses_and_signature_changes():
    @aotgrad.compile
    def f(x, w):
        return (x @ w).sum()

    x, w = leaves(rand(2, 3), rand(3, 4))
    f(x, w)
    f(x, w)
    assert f.cache_info() == (1, 1, 1)
    assert f.cache_info().hits == 1 and f.cache_info().misses == 1 and f.cache_info().size == 1
    f(*leaves(rand(5, 3), rand(3, 4)))                               # new shape
    f(*leaves(rand(2, 3, dtype=np.float32), rand(3, 4, dtype=np.float32)))  # new dtype
    f(aotgrad.tensor(rand(2, 3)), w)                                  # x needs no grad now
    f(rand(2, 3), rand(3, 4))                                         # numpy: no grad at all
    assert f.cache_info() == (1, 5, 5)
    f(rand(2, 3), rand(3, 4))
    assert f.cache_info() == (2, 5, 5)
    f.cache_clear()
    assert f.cache_info() == (0, 0, 0)


def test_compile_decorator_with_options_and_functools_wraps():
    @aotgrad.compile(partition="default", memory_budget=1.0, backend="interpret")
    def scaled(x):
        """Doc."""
        return (x * 3.0).sum()

    assert isinstance(scaled, CompiledFunction)
    assert scaled.__name__ == "scaled" and scaled.__doc__ == "Doc."
    (x,) = leaves(rand(4))
    scaled(x).backward()
    np.testing.assert_allclose(x.grad, 3.0)
    with pytest.raises(ValueError, match="unknown backend 'tpu'"):
        aotgrad.compile(lambda x: x, backend="tpu")


def test_compile_numpy_in_numpy_out_and_forward_only():
    f = aotgrad.compile(lambda x, s: (x * s, x.sum()))
    a = rand(3)
    y, total = f(a, 2.0)
    assert isinstance(y, np.ndarray) and isinstance(total, np.ndarray)
    np.testing.assert_allclose(y, 2 * a)
    assert f.compiled.backward is None                  # no input required grad
    assert "_backward" not in str(f.compiled.module)
    t = f(aotgrad.tensor(a), 2.0)[0]                    # Tensors in, Tensors out
    assert isinstance(t, aotgrad.Tensor) and not t.requires_grad


def test_compile_scalar_and_numpy_inputs_are_nograd():
    f = aotgrad.compile(lambda x, w, s: ((x @ w) * s).sum())
    a, b = rand(2, 3), rand(3, 2)
    (w,) = leaves(b)
    f(a, w, np.float64(0.5)).backward()
    f_ = f.compiled.module.get("lambda_backward")
    assert len(f_.result_types) == 1                   # one gradient: w's
    np.testing.assert_allclose(w.grad, 0.5 * a.T @ np.ones((2, 2)), rtol=1e-10)


def test_compile_several_outputs_backward_uses_zero_tangents_for_the_others():
    f = aotgrad.compile(lambda x: ((x * x).sum(), aotgrad.sin(x), (x > 0)))
    a = rand(4)
    (x,) = leaves(a)
    total, s, positive = f(x)
    assert s.requires_grad and not positive.requires_grad and positive.dtype == np.bool_
    s.backward(np.ones(4))
    np.testing.assert_allclose(x.grad, np.cos(a), rtol=1e-10)   # no 2x term from total


def test_compile_partition_report_and_memory_budget():
    step = aotgrad.compile(complex_computation, memory_budget=0.5)
    step(*leaves(*seed_inputs(np.float64))).backward()
    report = step.partition_report()
    names = [e.name for e in report.saved] + [e.name for e in report.recomputed]
    assert names and all(isinstance(n, str) for n in names)
    assert "saved" in str(report)


def test_compile_custom_pipeline_and_dump_dir(tmp_path):
    step = aotgrad.compile(complex_computation, dump_dir=tmp_path,
                           pipeline="autodiff,cse,dce,partition{strategy=default}")
    arrays = seed_inputs(np.float64)
    ours, theirs = leaves(*arrays), torch_leaves(*arrays)
    step(*ours).backward()
    torch_complex_computation(*theirs).backward()
    assert_grads(ours, theirs, np.float64)
    # One sub-directory per signature, named by its number and argument types.
    (signature,) = tmp_path.iterdir()
    assert signature.name == "0_x-f64x10x20_weight-f64x20x30_bias-f64x30"
    assert sorted(p.name for p in signature.iterdir()) == \
        ["00-input.ir", "01-autodiff.ir", "02-cse.ir", "03-dce.ir", "04-partition.ir"]
    assert "@complex_computation_backward" in (signature / "04-partition.ir").read_text()


def test_compile_pipeline_without_partition_is_a_clear_error():
    step = aotgrad.compile(lambda x: (x * x).sum(), pipeline="autodiff,cse")
    with pytest.raises(aotgrad.IRError, match="must partition"):
        step(*leaves(rand(3)))


def test_compile_traces_through_when_called_inside_a_trace():
    inner = aotgrad.compile(lambda x: aotgrad.exp(x).sum())
    m = aotgrad.trace(lambda x: inner(x) * 2.0, np.zeros(3, np.float32))
    assert "tensor.exp" in str(m)


def test_compile_module_run_with_grads():
    module = aotgrad.trace(complex_computation, *seed_inputs(np.float64))
    arrays = seed_inputs(np.float64)
    outs, grads = compile_module(module, partition="default").run_with_grads(arrays)
    theirs = torch_leaves(*arrays)
    torch_complex_computation(*theirs).backward()
    assert sorted(grads) == [0, 1, 2]
    for i, t in enumerate(theirs):
        np.testing.assert_allclose(grads[i], t.grad.numpy(), rtol=1e-5, atol=1e-5)


# --------------------------------------------------------------------------- aot_function

def print_graph(name, returns_module):
    def compiler(module, example_inputs):
        print(f"=== {name} ===")
        print(module)
        return module if returns_module else (lambda *a: aotgrad.interpret(module, *a))
    return compiler


@pytest.mark.parametrize("returns_module", [True, False])
def test_aot_function_seed_example_with_print_compilers(returns_module):
    arrays = seed_inputs(np.float64)
    fn = aotgrad.aot_function(complex_computation,
                              fw_compiler=print_graph("forward", returns_module),
                              bw_compiler=print_graph("backward", returns_module))
    ours, theirs = leaves(*arrays), torch_leaves(*arrays)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        loss = fn(*ours)
        loss.backward()
    text = out.getvalue()
    forward, backward = text.split("=== backward ===")
    assert "func @complex_computation_forward(%primals_1: f64[10,20] {name = \"x\"}," \
           " %primals_2: f64[20,30] {name = \"weight\"}, %primals_3: f64[30] {name = \"bias\"})" \
           " -> (f64[], " in forward
    returned = re.search(r"return (.*)", forward).group(1).split(", ")
    assert len(returned) == 4 and {"%primals_1", "%primals_2"} <= set(returned)
    assert "func @complex_computation_backward(" in backward and "tangents_1" in backward
    assert re.search(r"-> \(f64\[10,20\], f64\[20,30\], f64\[30\]\)", backward)
    torch_complex_computation(*theirs).backward()
    assert [t.grad.shape for t in ours] == [(10, 20), (20, 30), (30,)]
    assert_grads(ours, theirs, np.float64)


def test_aot_function_defaults_partition_fn_and_compiler_calls():
    calls = []

    def counting(module, example_inputs):
        calls.append((module.get().name, [a.shape for a in example_inputs]))
        return aotgrad.runtime.aot.default_compiler(module, example_inputs)

    fn = aotgrad.aot_function(complex_computation, fw_compiler=counting,
                              partition_fn=aotgrad.runtime.aot.default_partition)
    arrays = seed_inputs(np.float64)
    ours, theirs = leaves(*arrays), torch_leaves(*arrays)
    fn(*ours).backward()
    fn(*ours)                                            # cached: no more compiler calls
    assert [c[0] for c in calls] == ["complex_computation_forward",
                                     "complex_computation_backward"]
    assert calls[0][1] == [(10, 20), (20, 30), (30,)]
    assert fn.partition_report() is None                 # a user partition_fn: no report
    torch_complex_computation(*theirs).backward()
    assert_grads(ours, theirs, np.float64)
    plain = aotgrad.aot_function(complex_computation)
    plain(*leaves(*arrays)).backward()
    assert plain.partition_report() is not None


def test_aot_function_without_grad_compiles_the_forward_only():
    seen = []
    fn = aotgrad.aot_function(lambda x: aotgrad.exp(x),
                              fw_compiler=lambda m, ex: seen.append(str(m)) or m)
    np.testing.assert_allclose(fn(np.zeros(2)), [1.0, 1.0])
    assert len(seen) == 1 and "_forward" not in seen[0]


# --------------------------------------------------------------------------- grad

def test_grad_and_value_and_grad_match_torch():
    def f(x, w):
        return (aotgrad.tanh(x @ w) ** 2).mean()

    a, b = rand(3, 4), rand(4, 2)
    tx, tw = torch_leaves(a, b)
    (torch.tanh(tx @ tw) ** 2).mean().backward()
    np.testing.assert_allclose(aotgrad.grad(f)(a, b), tx.grad.numpy(), rtol=1e-6)
    np.testing.assert_allclose(aotgrad.grad(f, argnums=1)(a, b), tw.grad.numpy(), rtol=1e-6)
    value, (gx, gw) = aotgrad.value_and_grad(f, argnums=(0, 1))(a, b)
    np.testing.assert_allclose(value, (np.tanh(a @ b) ** 2).mean(), rtol=1e-10)
    np.testing.assert_allclose(gx, tx.grad.numpy(), rtol=1e-6)
    np.testing.assert_allclose(gw, tw.grad.numpy(), rtol=1e-6)
    assert isinstance(gx, np.ndarray)


def test_grad_of_grad_is_the_second_derivative():
    def f(x):
        return aotgrad.sin(x) * x ** 3

    d2 = aotgrad.grad(aotgrad.grad(f))
    for v in (0.3, 1.5, -2.0):
        t = torch.tensor(v, dtype=torch.float64, requires_grad=True)
        (d,) = torch.autograd.grad(torch.sin(t) * t ** 3, t, create_graph=True)
        (want,) = torch.autograd.grad(d, t)
        np.testing.assert_allclose(d2(np.float64(v)), want.item(), rtol=1e-10)
    assert d2(1.0).dtype == np.float32                   # a Python float is f32
    assert d2.__name__ == "grad_grad_f"


def test_grad_of_a_vector_function_inside_compile_gives_hessian_vector_products():
    def f(x):
        return (aotgrad.tanh(x) ** 3).sum()

    hvp = aotgrad.compile(lambda x, v: (aotgrad.grad(f)(x) * v).sum())
    a, v = rand(5), rand(5)
    (x,) = leaves(a)
    hvp(x, v).backward()
    tx = torch.tensor(a, requires_grad=True)
    (g,) = torch.autograd.grad((torch.tanh(tx) ** 3).sum(), tx, create_graph=True)
    (g * torch.tensor(v)).sum().backward()
    np.testing.assert_allclose(x.grad, tx.grad.numpy(), rtol=1e-8)


def test_grad_with_closure_over_an_enclosing_traced_value():
    def outer(x, w):
        gw = aotgrad.grad(lambda w_: aotgrad.tanh(x * w_).sum())(w)
        return (gw * gw).sum()

    a, b = rand(3), rand(3)
    gx, gw = aotgrad.grad(outer, argnums=(0, 1))(a, b)
    tx, tw = torch_leaves(a, b)
    (tgw,) = torch.autograd.grad(torch.tanh(tx * tw).sum(), tw, create_graph=True)
    (tgw * tgw).sum().backward()
    np.testing.assert_allclose(gx, tx.grad.numpy(), rtol=1e-8)
    np.testing.assert_allclose(gw, tw.grad.numpy(), rtol=1e-8)


def test_grad_errors():
    with pytest.raises(TypeError, match="must return one scalar float"):
        aotgrad.grad(lambda x: x * 2)(rand(3))
    with pytest.raises(TypeError, match="gradients need float inputs"):
        aotgrad.grad(lambda x, n: x.sum(), argnums=1)(rand(3), 2)
    with pytest.raises(TypeError, match="out of range"):
        aotgrad.grad(lambda x: x.sum(), argnums=3)(rand(3))


# --------------------------------------------------------------------------- debug, run_passes

def test_debug_level_context_and_ir_printing():
    base = debug_level()
    out = io.StringIO()
    with contextlib.redirect_stdout(out), aotgrad.debug(3):
        assert debug_level() == 3
        aotgrad.compile(complex_computation)(*leaves(*seed_inputs(np.float64)))
    assert debug_level() == base
    text = out.getvalue()
    assert "// aotgrad: compiling @complex_computation with pipeline" in text
    assert "// ----- IR after autodiff" in text and "Execution time report" in text
    assert "// ----- partition report ----- //" in text


def test_run_passes_wraps_the_pass_manager(tmp_path):
    module = aotgrad.trace(complex_computation, *seed_inputs(np.float32))
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        joint = aotgrad.run_passes(module, "autodiff,cse", print_ir_after_all=True,
                                   dump_dir=tmp_path)
    assert "tangents_1" in str(joint) and "// ----- IR after cse (2/2) ----- //" in out.getvalue()
    assert (tmp_path / "01-autodiff.ir").exists()
    assert str(module).startswith("func @complex_computation(%x")     # input untouched


def test_public_api_is_reexported():
    for name in ["parse", "parse_file", "parse_ir", "trace", "run_passes", "interpret",
                 "Module", "Tensor", "tensor", "checkpoint_name", "save", "recompute",
                 "compile", "aot_function", "grad", "value_and_grad", "debug", "TraceError",
                 "IRError", "relu", "matmul", "zeros", "full", "ones"]:
        assert name in aotgrad.__all__ and hasattr(aotgrad, name)
    assert issubclass(aotgrad.TraceError, aotgrad.IRError)


def test_debug_default_level_comes_from_the_environment():
    code = "import aotgrad.runtime.debug as d; print(d.debug_level())"
    env = {**os.environ, "AOTGRAD_DEBUG": "2"}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert out.stdout.strip() == "2", out.stderr
