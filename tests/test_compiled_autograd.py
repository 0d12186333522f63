"""Compiled autograd: every example of the compiled-autograd tutorial in aotgrad's spelling,
the autograd-mechanics examples run under it, and its gradients against eager aotgrad and
PyTorch. Most graphs here are handed to a compiler that returns the module (the reference
interpreter runs it); the tutorial's basic use and the two-calls tape go through the default
pipeline to machine code."""
import re
import types

import numpy as np
import pytest
import torch

import aotgrad
import aotgrad.autograd
import fake_cuda
from aotgrad import compiled_autograd, nn
from aotgrad.runtime.autograd import BackwardError
from aotgrad.runtime.logs import logs


def interpreted(module, example_inputs):
    """A backward compiler that hands the module back: the reference interpreter runs it."""
    return module


@pytest.fixture(autouse=True)
def fresh_counters():
    compiled_autograd.reset()
    yield


def rand(*shape, seed=0):
    return np.random.default_rng(seed).standard_normal(shape).astype(np.float32)


def as_torch(module: nn.Module) -> torch.nn.Linear:
    theirs = torch.nn.Linear(module.in_features, module.out_features)
    with torch.no_grad():
        theirs.weight.copy_(torch.tensor(module.weight.detach().numpy()))
        theirs.bias.copy_(torch.tensor(module.bias.detach().numpy()))
    return theirs


# ------------------------------------------------------------------- the tutorial

def test_basic_use_model_gradients_match_eager_and_pytorch():
    nn.manual_seed(0)
    model = nn.Linear(10, 10)
    x = aotgrad.tensor(rand(1, 10))           # a batch of one: matmul takes rank >= 2
    step = aotgrad.compile(lambda x: model(x).sum())

    def train(model, x):
        loss = step(x)
        with compiled_autograd.enable():          # the default: the cpu backend's pipeline
            loss.backward()
    train(model, x)
    ours = [model.weight.grad.clone(), model.bias.grad.clone()]
    assert compiled_autograd.counters() == {"captures": 1, "compiles": 1}
    model.weight.grad = model.bias.grad = None
    step(x).backward()                            # eager aotgrad, node by node
    theirs = as_torch(model)
    theirs(torch.tensor(x.numpy())).sum().backward()
    for got, eager, torch_grad in zip(ours, [model.weight.grad, model.bias.grad],
                                      [theirs.weight.grad, theirs.bias.grad]):
        np.testing.assert_allclose(got, eager, rtol=1e-6)
        np.testing.assert_allclose(got, torch_grad.numpy(), rtol=1e-5, atol=1e-6)


def test_the_context_manager_takes_a_different_compiler_for_the_backward():
    nn.manual_seed(1)
    model = nn.Linear(10, 10)
    seen = []

    def backward_compiler(module, example_inputs):
        seen.append((str(module), [a.shape for a in example_inputs]))
        return module

    def train(model, x):
        forward = aotgrad.compile(model)
        loss = forward(x).sum()
        with compiled_autograd.enable(backward_compiler):
            loss.backward()
    train(model, aotgrad.tensor(rand(1, 10)))
    assert len(seen) == 1
    text, shapes = seen[0]
    assert text.startswith("func @compiled_autograd(%grad_out: f32[]")
    assert "%aot0_" in text                        # the compiled call's backward, inlined
    assert shapes[0] == ()
    assert model.weight.grad.shape == (10, 10) and model.bias.grad.shape == (10,)


def test_one_backward_graph_despite_breaks_in_the_forward(capsys):
    @aotgrad.compile
    def fn(x):
        temp = x + 10              # 1st graph
        float(temp.sum())          # a read of a value in Python: a graph break
        temp = temp + 10           # 2nd graph
        float(temp.sum())
        return temp.sum()          # 3rd graph

    x = aotgrad.tensor(rand(10, 10), requires_grad=True)
    loss = fn(x)
    info = fn.cache_info()              # 3 segments (the 2nd may reuse the 1st's graph)
    assert info.segments_compiled + info.segments_reused == 3 and len(fn.last_breaks) == 2
    nodes, stack = set(), [loss.grad_fn]
    while stack:
        node = stack.pop()
        if node.name() == "CompiledFunctionBackward" and id(node) not in nodes:
            nodes.add(id(node))
            stack += [n for n, _ in node.next_functions]
    assert len(nodes) == 3                        # three backward graphs, one per segment
    loss.backward(retain_graph=True)
    eager = x.grad.clone()
    graphs = []
    with logs("compiled_autograd"), \
            compiled_autograd.enable(lambda m, e: graphs.append(m) or m):
        loss.backward()
    assert len(graphs) == 1 and compiled_autograd.counters()["compiles"] == 1
    log = capsys.readouterr().err
    assert re.findall(r"// node (\d): CompiledFunctionBackward", log) == ["0", "1", "2"]
    # one prefix per segment's backward: aot0_, aot1_, and aot2_ (or aot1_1_, a reused graph)
    assert len(set(re.findall(r"%(aot\d+(?:_\d+)?)_[a-z]\w* = ", log))) == 3
    np.testing.assert_allclose(eager, np.ones((10, 10)))
    np.testing.assert_allclose(x.grad, 2 * eager)


def test_a_backward_hook_is_captured_and_matches_pytorch(capsys):
    fn = aotgrad.compile(lambda x: x.sum())
    data = rand(10, 10)
    x = aotgrad.tensor(data, requires_grad=True)
    x.register_hook(lambda grad: grad + 10)
    loss = fn(x)
    with logs("compiled_autograd"), compiled_autograd.enable(interpreted):
        loss.backward()
    log = capsys.readouterr().err
    assert re.search(r"// hook <lambda> \(.*test_compiled_autograd.py:\d+\) on leaf 0", log)
    tx = torch.tensor(data, requires_grad=True)
    tx.register_hook(lambda grad: grad + 10)
    tx.sum().backward()
    np.testing.assert_allclose(x.grad, tx.grad.numpy())
    np.testing.assert_allclose(x.grad, np.full((10, 10), 11.0))


def test_recompile_reason_new_autograd_node(capsys):
    x = aotgrad.tensor(rand(10), requires_grad=True)
    with logs("compiled_autograd_verbose"):
        for op in [aotgrad.add, aotgrad.sub, aotgrad.mul, aotgrad.div]:
            loss = op(x, x).sum()
            with compiled_autograd.enable(interpreted):
                loss.backward()
    log = capsys.readouterr().err
    assert compiled_autograd.counters() == {"captures": 4, "compiles": 4}
    for name in ("SubBackward", "MulBackward", "DivBackward"):
        assert f"cache miss: new autograd node {name} at node 1" in log
    expected = 2 + 0 + 2 * x.detach().numpy() + 0                      # add, sub, mul, div
    np.testing.assert_allclose(x.grad, expected, rtol=1e-6)


def test_recompile_reason_changed_shape(capsys):
    with logs("compiled_autograd_verbose"):
        for i in [10, 100, 10]:
            x = aotgrad.tensor(rand(i, i), requires_grad=True)
            loss = x.sum()
            with compiled_autograd.enable(interpreted):
                loss.backward()
            np.testing.assert_array_equal(x.grad, np.ones((i, i)))
    log = capsys.readouterr().err
    assert "cache miss: shape of input 0 changed [10, 10] -> [100, 100]" in log
    assert compiled_autograd.counters() == {"captures": 3, "compiles": 2}   # 10 again: a hit


# ------------------------------------------------------------ the mechanics document

def test_mechanics_examples_under_compiled_autograd():
    with compiled_autograd.enable(interpreted):
        x = aotgrad.tensor([2.0], requires_grad=True)
        y = x ** 2
        z = y * 3
        assert [z.grad_fn.name(), z.grad_fn.next_functions[0][0].name()] == \
            ["MulBackward", "PowBackward"]
        z.backward()
        np.testing.assert_allclose(x.grad, [12.0])

        x = aotgrad.tensor([1.0], requires_grad=True)
        (x ** 2).backward()
        np.testing.assert_allclose(x.grad, [2.0])
        (x ** 3).backward()                              # accumulates, in the graph
        np.testing.assert_allclose(x.grad, [5.0])
        x.grad[...] = 0                                  # x.grad.zero_()

        y = x ** 2
        y.backward(retain_graph=True)
        y.backward()
        np.testing.assert_allclose(x.grad, [4.0])
        with pytest.raises(BackwardError, match="retain_graph=True"):
            y.backward()
    assert compiled_autograd.counters()["captures"] == 5     # the refused one is not


# ------------------------------------------------- gradients against eager and PyTorch

def two_calls_and_eager_ops(mod, x, w, layer, head):
    h = layer(x, w)                        # compiled call 1
    h = mod.sin(h) * 2.0                   # eager
    h2 = layer(x, w)                       # compiled call 1 again
    return head(h + h2) + (x * x).sum()    # compiled call 2, eager


def test_two_compiled_calls_and_eager_ops_match_eager_and_pytorch():
    xa, wa = rand(4, 3), rand(3, 5, seed=1)
    layer = aotgrad.compile(lambda x, w: aotgrad.tanh(x @ w))
    head = aotgrad.compile(lambda h: (h * h).sum())
    x = aotgrad.tensor(xa, requires_grad=True)
    w = aotgrad.tensor(wa, requires_grad=True)
    for _ in range(2):                     # the second step: a hit that accumulates
        loss = two_calls_and_eager_ops(aotgrad, x, w, layer, head)
        with compiled_autograd.enable():
            loss.backward()
    assert compiled_autograd.counters() == {"captures": 2, "compiles": 2}   # .grad None, then set
    ours = [x.grad.clone(), w.grad.clone()]
    x.grad = w.grad = None
    for _ in range(2):
        two_calls_and_eager_ops(aotgrad, x, w, layer, head).backward()
    tx, tw = (torch.tensor(a, requires_grad=True) for a in (xa, wa))
    for _ in range(2):
        two_calls_and_eager_ops(torch, tx, tw, lambda a, b: torch.tanh(a @ b),
                                lambda h: (h * h).sum()).backward()
    for got, eager, theirs in zip(ours, [x.grad, w.grad], [tx.grad, tw.grad]):
        np.testing.assert_allclose(got, eager, rtol=1e-5, atol=1e-6)
        np.testing.assert_allclose(got, theirs.numpy(), rtol=1e-4, atol=1e-5)


def test_hooks_on_an_intermediate_and_retain_grad_match_pytorch():
    data = rand(6)
    outs = []
    for mod, make in ((aotgrad, aotgrad.tensor), (torch, torch.tensor)):
        x = make(data, requires_grad=True)
        y = mod.tanh(x)
        y.retain_grad()
        y.register_hook(lambda g: g + 10)
        loss = (y * y).sum()
        if mod is aotgrad:
            with compiled_autograd.enable(interpreted):
                loss.backward()
        else:
            loss.backward()
        outs.append([np.asarray(x.grad), np.asarray(y.grad)])
    for a, b in zip(*outs):
        np.testing.assert_allclose(a, b, rtol=1e-5)


def test_the_same_lambda_registered_anew_each_step_does_not_recompile():
    f = aotgrad.compile(lambda x: (x * x).sum())
    x = aotgrad.tensor(rand(5), requires_grad=True)
    for step in range(4):
        x.grad = None
        y = x * 1.0
        y.register_hook(lambda g: g * 0.5)          # a new function object every step
        with compiled_autograd.enable(interpreted):
            f(y).backward()
    assert compiled_autograd.counters() == {"captures": 4, "compiles": 1}
    np.testing.assert_allclose(x.grad, x.detach().numpy(), rtol=1e-6)

    def scaled(scale):
        return lambda g: g * scale                  # same code, another captured value
    for scale, compiles in ((0.5, 2), (0.5, 2), (3.0, 3)):
        x.grad = None
        y = x * 1.0
        y.register_hook(scaled(scale))
        with compiled_autograd.enable(interpreted):
            f(y).backward()
        assert compiled_autograd.counters()["compiles"] == compiles
        np.testing.assert_allclose(x.grad, 2 * scale * x.detach().numpy(), rtol=1e-6)


def test_autograd_grad_inside_compiled_autograd():
    data = rand(5)
    x = aotgrad.tensor(data, requires_grad=True)
    layer = aotgrad.compile(lambda x: aotgrad.tanh(x))
    y = layer(x)
    loss = (y * y).sum()
    expected = aotgrad.autograd.grad(loss, [x, y], retain_graph=True)
    with compiled_autograd.enable(interpreted):
        got = aotgrad.autograd.grad(loss, [x, y])
    assert x.grad is None and compiled_autograd.counters()["captures"] == 1
    for a, b in zip(got, expected):
        np.testing.assert_allclose(a.numpy(), b.numpy(), rtol=1e-6)


def test_a_node_without_a_tensor_level_backward_runs_node_by_node(capsys):
    fn = aotgrad.aot_function(lambda x: (x * x).sum(), fw_compiler=interpreted)
    x = aotgrad.tensor(rand(4), requires_grad=True)
    with logs("compiled_autograd"), compiled_autograd.enable(interpreted):
        fn(x).backward()
    assert "CompiledFunctionBackward has no tensor-level backward" in capsys.readouterr().err
    assert compiled_autograd.counters() == {"captures": 0, "compiles": 0}
    np.testing.assert_allclose(x.grad, 2 * x.detach().numpy(), rtol=1e-6)


def test_a_saved_value_changed_in_place_is_refused():
    x = aotgrad.tensor(rand(3), requires_grad=True)
    y = x * 2.0
    z = (y * y).sum()
    with aotgrad.no_grad():
        y.mul_(3.0)
    with compiled_autograd.enable(interpreted), pytest.raises(BackwardError,
                                                                match="modified in place"):
        z.backward()


def test_a_hook_is_traced_once_at_capture_and_not_called_on_a_hit():
    calls = types.SimpleNamespace(n=0)        # keyed by identity (a list: by its contents)

    def hook(g):
        calls.n += 1                          # Python besides the gradient: capture time only
        return g * 3.0
    x = aotgrad.tensor(rand(4), requires_grad=True)
    x.register_hook(hook)
    for _ in range(3):
        x.grad = None
        with compiled_autograd.enable(interpreted):
            (x * 2.0).sum().backward()
        np.testing.assert_allclose(x.grad, np.full(4, 6.0))
    assert calls.n == 1 and compiled_autograd.counters() == {"captures": 3, "compiles": 1}
    with compiled_autograd.enable(interpreted), compiled_autograd.disable():
        x.grad = None
        (x * 2.0).sum().backward()            # node by node: the hook runs
    assert calls.n == 2 and compiled_autograd.counters()["captures"] == 3


def test_a_hook_that_reads_the_gradient_in_python_is_an_error_at_its_line():
    x = aotgrad.tensor(rand(3), requires_grad=True)
    x.register_hook(lambda g: g * float(g.sum()))
    with compiled_autograd.enable(interpreted), pytest.raises(
            aotgrad.TraceError, match=r"test_compiled_autograd.py:\d+:\d+: .*float\(\)"):
        (x * 2.0).sum().backward()


def test_device_tensors_compile_the_graph_for_the_cuda_backend(monkeypatch):
    fake_cuda.install(monkeypatch)                # device memory in host memory, kernels run
    layer = aotgrad.compile(lambda x, w: aotgrad.tanh(x @ w).sum())
    x = aotgrad.tensor(rand(4, 3), requires_grad=True, device="cuda")
    w = aotgrad.tensor(rand(3, 5, seed=1), requires_grad=True, device="cuda")
    layer(x * 2.0, w).backward()
    eager = w.grad.numpy()                        # a copy in host memory
    x.grad = w.grad = None
    loss = layer(x * 2.0, w)
    with compiled_autograd.enable():
        loss.backward()
    assert w.grad.is_cuda and x.grad.is_cuda
    assert type(w.grad.data).__name__ == type(x.grad.data).__name__ == "DeviceArray"
    assert compiled_autograd.counters() == {"captures": 1, "compiles": 1}
    np.testing.assert_allclose(w.grad.numpy(), eager, rtol=1e-5, atol=1e-6)


def test_enable_refuses_what_is_not_a_compiler_or_a_backend():
    with pytest.raises(TypeError, match="takes a compiler"):
        with compiled_autograd.enable(compiler="inductor"):
            pass
    with pytest.raises(ValueError, match="unknown backend 'tpu'"):
        with compiled_autograd.enable(backend="tpu"):
            pass


def test_the_interpret_backend_runs_the_captured_graph_in_the_reference_interpreter():
    x = aotgrad.tensor(rand(5), requires_grad=True)
    with compiled_autograd.enable(backend="interpret"):
        (aotgrad.exp(x) * 2.0).sum().backward()
    np.testing.assert_allclose(x.grad, 2 * np.exp(x.detach().numpy()), rtol=1e-6)
    assert compiled_autograd.counters() == {"captures": 1, "compiles": 1}


def test_values_are_prefixed_per_compiled_function_and_per_call(capsys):
    layer = aotgrad.compile(lambda x, w: aotgrad.tanh(x @ w))
    head = aotgrad.compile(lambda h: (h * h).sum())
    x = aotgrad.tensor(rand(2, 3), requires_grad=True)
    w = aotgrad.tensor(rand(3, 4, seed=1), requires_grad=True)
    loss = head(layer(x, w) + layer(x, w) * 2.0)
    with logs("compiled_autograd"), compiled_autograd.enable(interpreted):
        loss.backward()
    log = capsys.readouterr().err
    # head's backward runs first (aot0_), then layer's two calls: aot1_ and aot1_1_
    order = re.findall(r"// node \d: CompiledFunctionBackward|%(aot\d+(?:_\d+)?)_\w+ =", log)
    assert [p for p in dict.fromkeys(order) if p] == ["aot0", "aot1", "aot1_1"]
    assert "%aot0_primals_1: f32[2,4]" in log and "%aot1_1_tanh: f32[2,4]" in log
