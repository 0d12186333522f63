"""Graph breaks: a compiled function that reads a traced value in Python runs as compiled
segments with its Python in between, each segment compiled once per graph, and gives the
outputs and gradients of eager aotgrad and of PyTorch."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import numpy as np
import pytest

import aotgrad
from aotgrad import nn
from aotgrad.runtime import function as function_module
from aotgrad.runtime.logs import logs

torch = pytest.importorskip("torch")


def run(fn, *arrays, compiled=None):
    """(output, gradients) of `fn` on tensors that require grad, as numpy arrays: compiled
    by `compiled` (a `CompiledFunction`) or eager; `fn` returns one tensor."""
    xs = [aotgrad.tensor(a, requires_grad=True) for a in arrays]
    out = (compiled or fn)(*xs)
    out.sum().backward()
    return out.detach().numpy().copy(), [np.asarray(x.grad) for x in xs]


def run_torch(fn, *arrays):
    xs = [torch.tensor(a, requires_grad=True) for a in arrays]
    out = fn(*xs)
    out.sum().backward()
    return out.detach().numpy(), [x.grad.numpy() for x in xs]


def check(fn, compiled, *arrays):
    """`compiled` gives eager aotgrad's and PyTorch's outputs and gradients on `arrays`."""
    got, grads = run(fn, *arrays, compiled=compiled)
    for want, want_grads in [run(fn, *arrays), run_torch(fn, *arrays)]:
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)
        for g, w in zip(grads, want_grads):
            np.testing.assert_allclose(g, w, rtol=1e-5, atol=1e-6)


# -------------------------------------------------------------- autograd_mechanics.md

def forward(x, n):
    result = x
    for i in range(n):
        if result.sum() > 0:
            result = result * 2
        else:
            result = result + 1
    return result


def dynamic_forward(x, threshold):
    if x.sum() > threshold:
        return x * 2
    else:
        return x * 3


POSITIVE = np.array([0.5, 1.0, -0.25], np.float64)
NEGATIVE = np.array([-2.0, -1.5, 0.25], np.float64)


def test_mechanics_forward_x_n_matches_eager_and_torch_on_both_branches():
    compiled = aotgrad.compile(forward, static_argnums=1)
    for x in [POSITIVE, NEGATIVE]:
        for n in [1, 3]:
            check(lambda t: forward(t, n), lambda t: compiled(t, n), x)
    # NEGATIVE takes `+ 1` twice, then `* 2`: both branches ran
    got, _ = run(lambda t: compiled(t, 3), NEGATIVE)
    np.testing.assert_allclose(got, (NEGATIVE + 2) * 2)


def test_mechanics_forward_with_n_a_tensor_breaks_on_range():
    compiled = aotgrad.compile(forward)
    x = aotgrad.tensor(NEGATIVE, requires_grad=True)
    out = compiled(x, 2)
    out.sum().backward()
    np.testing.assert_allclose(out.detach().numpy(), NEGATIVE + 2)
    np.testing.assert_allclose(x.grad, np.ones(3))
    reasons = [b.reason for b in compiled.last_breaks]
    assert reasons[0] == "a tensor used as an index or a size"
    assert reasons[1:] == ["bool(), `if`, `while`, `and` or `or` on a tensor"] * 2


def test_mechanics_dynamic_forward_compiles_per_branch_and_then_nothing():
    compiled = aotgrad.compile(dynamic_forward)
    check(lambda t: dynamic_forward(t, 0.0), lambda t: compiled(t, 0.0), POSITIVE)
    first = compiled.cache_info()
    assert first.segments_compiled == 2         # the condition, then `x * 2`
    check(lambda t: dynamic_forward(t, 0.0), lambda t: compiled(t, 0.0), NEGATIVE)
    assert compiled.cache_info().segments_compiled == 3      # only `x * 3` is new
    for x in [POSITIVE, NEGATIVE, POSITIVE, NEGATIVE]:
        check(lambda t: dynamic_forward(t, 0.0), lambda t: compiled(t, 0.0), x)
    info = compiled.cache_info()
    assert info.segments_compiled == 3 and info.segments_reused == 2 * 6 - 3
    assert (info.hits, info.misses, info.size) == (5, 1, 1)


def test_a_segment_takes_only_the_inputs_it_reads_and_tensors_give_tensors():
    out = aotgrad.explain(dynamic_forward)(aotgrad.tensor(POSITIVE, requires_grad=True), 0.0)
    first, second = out.graphs
    assert len(first.args) == 2           # x and the threshold
    assert len(second.args) == 1          # x: not the condition, nor the threshold
    compiled = aotgrad.compile(lambda x: aotgrad.ones(3) * 2 if x.sum() > 0 else x)
    assert isinstance(compiled(aotgrad.tensor(POSITIVE)), aotgrad.Tensor)
    assert type(compiled(POSITIVE)) is np.ndarray


def test_a_new_threshold_compiles_nothing():
    compiled = aotgrad.compile(dynamic_forward)
    for threshold in [0.0, 0.5, -10.0, 10.0, 0.25]:
        check(lambda t: dynamic_forward(t, threshold), lambda t: compiled(t, threshold),
              POSITIVE)
    assert compiled.cache_info().segments_compiled == 3


# -------------------------------------------------------------- gradients through segments

def two_breaks(x, w):
    h = (x * w).tanh()
    if h.sum() > 0:
        h = h * h + x
    else:
        h = h - w * 2.0
    s = h.mean()
    while s < 2.0:
        h = h * h + 1.0
        s = h.mean()
    return h * x


@pytest.mark.parametrize("sign", [1.0, -1.0])
def test_a_function_with_two_breaks_gives_eager_and_torch_gradients(sign):
    rng = np.random.default_rng(0)
    x = sign * np.abs(rng.standard_normal(4)) + 0.5
    w = rng.standard_normal(4) * 0.5 + 1.0
    compiled = aotgrad.compile(two_breaks)
    check(two_breaks, compiled, x, w)
    assert len(compiled.last_breaks) >= 2


def test_a_branch_flipping_between_calls_gives_each_calls_gradients():
    compiled = aotgrad.compile(two_breaks)
    rng = np.random.default_rng(1)
    for k in range(6):
        x = (1.0 if k % 2 else -1.0) * np.abs(rng.standard_normal(4)) + 0.3
        w = rng.standard_normal(4) * 0.5 + 1.0
        check(two_breaks, compiled, x, w)


def test_compiled_autograd_runs_the_backward_of_every_segment_as_one_graph():
    rng = np.random.default_rng(2)
    x, w = np.abs(rng.standard_normal(4)) + 0.5, rng.standard_normal(4) * 0.5 + 1.0
    compiled = aotgrad.compile(two_breaks)
    xs = [aotgrad.tensor(x, requires_grad=True), aotgrad.tensor(w, requires_grad=True)]
    before = aotgrad.compiled_autograd.counters()
    with aotgrad.compiled_autograd.enable():
        compiled(*xs).sum().backward()
    after = aotgrad.compiled_autograd.counters()
    assert after["captures"] == before["captures"] + 1 and len(compiled.last_graphs) >= 3
    _, want = run_torch(two_breaks, x, w)
    for t, g in zip(xs, want):
        np.testing.assert_allclose(np.asarray(t.grad), g, rtol=1e-6)


def centered(x):
    m = float(x.mean())
    return (x - m) * (x * m)


def test_float_of_a_mean_used_as_a_number_is_an_input_not_a_constant():
    compiled = aotgrad.compile(centered)
    for scale in [1.0, 2.0, -3.0, 0.5]:
        x = scale * np.array([1.0, 2.0, 4.0, -0.5])
        check(centered, compiled, x)
    info = compiled.cache_info()
    assert info.segments_compiled == 2 and info.segments_reused == 6
    # PyTorch's `.item()` cuts the graph as float() does: the number carries no gradient
    x = aotgrad.tensor(np.array([1.0, 3.0]), requires_grad=True)
    compiled(x).sum().backward()
    np.testing.assert_allclose(x.grad, [2 * 1.0 * 2.0 - 2.0 ** 2, 2 * 3.0 * 2.0 - 2.0 ** 2])


def test_a_number_computed_from_a_read_is_a_constant_and_warns_when_it_keeps_changing():
    def f(x):
        m = float(x.mean())
        return x * (m * 2)          # m * 2: a new Python number, a constant of the graph
    compiled = aotgrad.compile(f, backend="interpret", cache_size_limit=2)
    with pytest.warns(aotgrad.RecompileWarning, match="3 graphs for its segment ending at"
                                                      " the function's end"):
        for v in [1.0, 2.0, 3.0]:
            np.testing.assert_allclose(compiled(np.full(3, v)), np.full(3, 2 * v * v))
    assert compiled.cache_info().segments_compiled == 4


def test_item_and_int_numbers_are_inputs_too():
    def f(x, k):
        scale = k.item()
        shift = int(k)
        return x * scale + shift
    compiled = aotgrad.compile(f)
    x = np.arange(3, dtype=np.float32)
    for k in [2, 5, -1]:
        got = compiled(x, np.array(k))
        np.testing.assert_allclose(got, x * k + k)
    assert compiled.cache_info().segments_compiled == 2


def test_python_between_segments_runs_at_every_call():
    calls = {"before": 0, "between": 0}

    def f(x):
        calls["before"] += 1
        y = x * 2
        if y.sum() > 0:
            calls["between"] += 1
            y = y + 1
        return y
    compiled = aotgrad.compile(f)
    x = aotgrad.tensor(np.ones(3, np.float32))
    for _ in range(4):
        compiled(x)
    assert calls == {"before": 4, "between": 4}
    assert compiled.cache_info().segments_compiled == 2


def test_a_module_with_breaks_fills_its_parameters_grads_as_eager():
    nn.manual_seed(0)
    model = nn.Linear(3, 2)

    def loss(m, x):
        h = m(x)
        if h.sum() > 0:
            return (h * h).sum()
        return h.relu().sum()
    compiled = aotgrad.compile(loss)
    x = np.array([[1.0, -2.0, 0.5], [0.3, 0.1, -1.0]], np.float32)
    grads = []
    for f in [compiled, loss]:
        model.zero_grad()
        f(model, x).backward()
        grads.append([p.grad.clone() for p in model.parameters()])
    for got, want in zip(*grads):
        np.testing.assert_allclose(got, want, rtol=1e-5)
    assert compiled.last_breaks


def test_reads_of_every_kind_break_and_give_eager_values():
    def f(x):
        a = x[int(x.argmax())]                           # int() and an index
        rows = x[:x.argmax() + 1].tolist()               # a slice's bound
        if x.max() > 1 and x.min() < 0:                  # `and`
            a = a * 2
        return a + x[x.argmin()] + sum(rows) + np.asarray(x.sum()) * 0.0 + x.numpy()[0]
    compiled = aotgrad.compile(f)
    for x in [np.array([0.5, 3.0, -1.0], np.float32), np.array([0.5, 0.25, 0.1], np.float32)]:
        np.testing.assert_allclose(compiled(x), f(aotgrad.tensor(x)).detach().numpy(), rtol=1e-6)
    kinds = {b.reason for b in compiled.last_breaks}
    assert kinds == {"int() of a tensor", "a tensor used as an index or a size",
                     "Tensor.tolist()", "bool(), `if`, `while`, `and` or `or` on a tensor",
                     "a tensor converted to a numpy array"}


def test_a_tensor_as_a_size_breaks_and_each_size_is_a_graph():
    def f(x, n):
        return aotgrad.zeros(n) + x.reshape(n, -1).sum(1)
    compiled = aotgrad.compile(f)
    x = np.arange(6.0)
    for n in [2, 3, 2]:
        np.testing.assert_allclose(compiled(x, np.array(n)), x.reshape(n, -1).sum(1))
    assert [b.reason for b in compiled.last_breaks] == ["a tensor used as an index or a size"] * 2
    assert compiled.cache_info().segments_compiled == 5    # the read of n, then 2 per size


# -------------------------------------------------------------- what does not change

def test_a_function_without_reads_keeps_the_trace_once_path(monkeypatch):
    compiled = aotgrad.compile(lambda x: (x * 2).sum())
    x = aotgrad.tensor(np.ones(3, np.float32), requires_grad=True)
    compiled(x).backward()

    def fail(*args, **kwargs):
        raise AssertionError("traced again")
    monkeypatch.setattr(function_module, "trace_function", fail)
    monkeypatch.setattr(function_module, "run_traced", fail)
    compiled(x).backward()
    info = compiled.cache_info()
    assert (info.hits, info.misses, info.segments_compiled) == (1, 1, 0)
    assert compiled.last_breaks == [] and len(compiled.last_graphs) == 1


def _read_in_fullgraph(x):
    if x.sum() > 0:
        return x
    return -x


def test_fullgraph_makes_the_first_read_an_error_naming_its_line_and_kind():
    compiled = aotgrad.compile(_read_in_fullgraph, fullgraph=True)
    with pytest.raises(aotgrad.TraceError) as info:
        compiled(np.ones(3, np.float32))
    line = _read_in_fullgraph.__code__.co_firstlineno + 1
    text = str(info.value)
    assert f"{__file__}:{line}:8" in text
    assert "bool(), `if`, `while`, `and` or `or` on a tensor" in text
    assert "aotgrad.where or aotgrad.cond" in text and "static_argnums" in text


def _ambiguous(x):
    return x * 2 if x > 0 else x


def _float_index(x):
    return x[x.sum()]


@pytest.mark.parametrize("fn,message", [
    (_ambiguous, "bool(), `if`, `while`, `and` or `or` on a tensor: only a one-element tensor"
                 " has a Python value, this one is bool[3]"),
    (_float_index, "a tensor used as an index or a size: it must be a 0-d integer tensor, this"
                   " one is f32[]"),
])
def test_a_read_that_has_no_python_value_is_an_error_at_its_line(fn, message):
    compiled = aotgrad.compile(fn)
    with pytest.raises(aotgrad.TraceError) as info:
        compiled(np.ones(3, np.float32))
    assert f"{__file__}:{fn.__code__.co_firstlineno + 1}:" in str(info.value)
    assert message in str(info.value)
    assert compiled.cache_info().segments_compiled == 0       # told before anything ran
    one = aotgrad.compile(lambda x: x * float(x) if x else x)  # one element, any rank
    np.testing.assert_allclose(one(np.full((1, 1), 3.0)), [[9.0]])


def test_a_read_inside_grad_cannot_break():
    def inner(x):
        return x.sum() if x.sum() > 0 else -x.sum()
    compiled = aotgrad.compile(lambda x: aotgrad.grad(inner)(x) * 2)
    with pytest.raises(aotgrad.TraceError, match="cannot split a function traced inside"):
        compiled(np.ones(3, np.float32))


def test_random_ops_on_both_sides_of_a_break_draw_fresh_reproducible_numbers():
    def f(x):
        y = aotgrad.dropout(x, 0.5)
        if y.sum() > 0:
            y = aotgrad.dropout(y * 2, 0.5)
        return y
    compiled = aotgrad.compile(f, backend="interpret")
    x = np.ones(64, np.float32)
    draws = []
    for seed in [3, 3, 4]:
        aotgrad.manual_seed(seed)
        draws.append(compiled(x))
    assert set(np.unique(np.concatenate(draws))) <= {0.0, 8.0}
    np.testing.assert_array_equal(draws[0], draws[1])
    assert (draws[0] != draws[2]).any() and (draws[0] != compiled(x)).any()
    assert compiled.cache_info().segments_compiled == 2


def test_a_function_with_breaks_runs_profiled():
    compiled = aotgrad.compile(lambda x: (x * 2).exp() if x.sum() > 0 else x)
    with aotgrad.profiler.profile() as prof:
        for _ in range(2):
            np.testing.assert_allclose(compiled(np.ones(3, np.float32)), np.exp(2.0) * np.ones(3),
                                       rtol=1e-6)
    text = str(prof)
    assert "@gt" in text and "exp" in text     # a kernel of each segment


# -------------------------------------------------------------- explain and logs

def test_explain_counts_graphs_breaks_and_ops():
    x = aotgrad.tensor(np.array([1.0, -2.0, 3.0], np.float32))
    out = aotgrad.explain(centered)(x)
    assert out.graph_count == 2 and out.graph_break_count == 1
    (brk,) = out.break_reasons
    assert brk.reason == "float() of a tensor"
    assert (brk.loc.file, brk.loc.line) == (__file__, centered.__code__.co_firstlineno + 1)
    assert out.ops_per_graph[0] == ["tensor.mean"]
    assert out.ops_per_graph[1] == ["tensor.broadcast", "tensor.sub", "tensor.broadcast",
                                    "tensor.mul", "tensor.mul"]     # m: an input, broadcast
    text = str(out)
    assert "Graph Count: 2\nGraph Break Count: 1\nOp Count: 6\n" in text
    assert f"Reason: float() of a tensor\n    User Stack: {__file__}:" in text
    np.testing.assert_allclose(out.outputs.detach().numpy(), centered(x).detach().numpy())
    plain = aotgrad.explain(lambda x: x * 2)(x)
    assert (plain.graph_count, plain.graph_break_count) == (1, 0)


def test_logs_print_each_new_break_with_its_line(capsys):
    compiled = aotgrad.compile(dynamic_forward)
    x = aotgrad.tensor(POSITIVE)
    with logs("graph_breaks"):
        compiled(x, 0.0)
        compiled(x, 0.0)
    err = capsys.readouterr().err.splitlines()
    line = dynamic_forward.__code__.co_firstlineno + 1
    assert err == [f"[aotgrad:graph_breaks] graph break in 'dynamic_forward' at"
                   f" {__file__}:{line}:8: bool(), `if`, `while`, `and` or `or` on a tensor"
                   f" (segment 1: 2 ops)"]
    compiled(x, 0.0)
    assert capsys.readouterr().err == ""


def test_aotgrad_logs_environment_variable_turns_the_log_on(tmp_path):
    script = tmp_path / "breaks.py"
    script.write_text(textwrap.dedent("""
        import numpy as np, aotgrad
        def f(x):
            return x * 2 if x.sum() > 0 else x
        aotgrad.compile(f, backend="interpret")(np.ones(2, np.float32))
    """))
    env = {**os.environ, "AOTGRAD_LOGS": "graph_breaks"}
    out = subprocess.run([sys.executable, str(script)], env=env, capture_output=True,
                         text=True, check=True)
    assert f"[aotgrad:graph_breaks] graph break in 'f' at {script}:4:" in out.stderr
    quiet = subprocess.run([sys.executable, str(script)], env={**env, "AOTGRAD_LOGS": ""},
                           capture_output=True, text=True, check=True)
    assert quiet.stderr == ""


# -------------------------------------------------------------- docs/graph_breaks.md

PAGE = os.path.join(os.path.dirname(__file__), "..", "docs", "graph_breaks.md")


def test_the_pages_listings_print_what_they_show():
    """Each ```python block of docs/graph_breaks.md, run in turn in one namespace as the file
    `example.py`, prints (stdout and stderr) the ```text block after it."""
    import contextlib
    import io
    import re
    text = open(PAGE).read()
    listings = re.findall(r"```python\n(.*?)```\n```text\n(.*?)```", text, re.S)
    assert len(listings) == 4
    namespace: dict = {"__name__": "example"}
    for code, printed in listings:
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            exec(compile(code, "example.py", "exec"), namespace)
        assert out.getvalue() == printed, code
