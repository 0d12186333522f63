"""Models written as PyTorch writes them compile to the kernels of the friendliest spelling:
`nn.Linear` (`x @ W.T + b`, W [out, in]) leaves no transposed copy in either program, and a
Linear on a 3-D input is one 2-D GEMM over the flattened rows whose weight is never broadcast,
copied or saved. Gradients against PyTorch; saved bytes against PyTorch's own min-cut."""
from __future__ import annotations

import numpy as np
import pytest

import aotgrad
from aotgrad import nn
from aotgrad.ir.loop.ops import CallOp

torch = pytest.importorskip("torch")
from partition_torch_cases import torch_saved  # noqa: E402  (needs torch)


class MLP(nn.Module):
    def __init__(self, sizes):
        super().__init__()
        self.layers = [nn.Linear(a, b) for a, b in zip(sizes, sizes[1:])]

    def forward(self, x):
        for i, layer in enumerate(self.layers):
            x = layer(x)
            if i + 1 < len(self.layers):
                x = aotgrad.relu(x)
        return x


def torch_linear(layer: nn.Linear) -> torch.nn.Linear:
    """A PyTorch Linear with the weight and bias of `layer`."""
    lin = torch.nn.Linear(layer.in_features, layer.out_features)
    with torch.no_grad():
        lin.weight.copy_(torch.tensor(np.asarray(layer.weight)))
        lin.bias.copy_(torch.tensor(np.asarray(layer.bias)))
    return lin


def torch_twin(model: MLP) -> torch.nn.Sequential:
    mods = []
    for i, layer in enumerate(model.layers):
        mods.append(torch_linear(layer))
        if i + 1 < len(model.layers):
            mods.append(torch.nn.ReLU())
    return torch.nn.Sequential(*mods)


def assert_same_grads(ours: nn.Linear, theirs: torch.nn.Linear, atol: float) -> None:
    for name in ("weight", "bias"):
        np.testing.assert_allclose(np.asarray(getattr(ours, name).grad),
                                   getattr(theirs, name).grad.numpy(), rtol=1e-4, atol=atol)


def program_calls(compiled, suffix: str) -> list[CallOp]:
    """The `loop.call`s of the program whose name ends in `suffix` (`_forward`, `_backward`)."""
    program = next(f for f in compiled.compiled.module.functions if f.name.endswith(suffix))
    return [op for op in program.ops if isinstance(op, CallOp)]


def kernel_names(compiled, suffix: str) -> list[str]:
    return [op.callee for op in program_calls(compiled, suffix)]


@pytest.mark.parametrize("loss", ["cross_entropy", "sum"])
def test_linear_mlp_has_no_copy_kernel_and_matches_pytorch(loss):
    nn.manual_seed(0)
    model = MLP([64, 96, 80, 10])
    rng = np.random.default_rng(0)
    x = rng.standard_normal((32, 64)).astype(np.float32)
    y = rng.integers(0, 10, 32)

    def step(x, y):
        out = model(x)
        return nn.cross_entropy(out, y) if loss == "cross_entropy" else out.sum()

    f = aotgrad.compile(step)
    f(aotgrad.tensor(x), aotgrad.tensor(y)).backward()
    for suffix in ("_forward", "_backward"):
        names = kernel_names(f, suffix)
        assert not [n for n in names if "copy" in n or "transpose" in n], (suffix, names)
    # Every weight gradient is one GEMM writing [out, in] directly (under `sum`, the last
    # layer's reads a broadcast scalar: a sum over the batch times it, no GEMM at all).
    backward = program_calls(f, "_backward")
    gemms = model.layers if loss == "cross_entropy" else model.layers[:-1]
    for layer in gemms:
        assert any(op.callee == "matmul" and op.operands[-1].type.shape ==
                   (layer.out_features, layer.in_features) for op in backward)

    twin = torch_twin(model)
    out = twin(torch.tensor(x))
    ref = torch.nn.functional.cross_entropy(out, torch.tensor(y)) if loss == "cross_entropy" \
        else out.sum()
    ref.backward()
    for layer, lin in zip(model.layers, [m for m in twin if isinstance(m, torch.nn.Linear)]):
        assert_same_grads(layer, lin, atol=1e-5)


def test_linear_on_3d_input_is_one_gemm_and_saves_no_more_than_pytorch():
    nn.manual_seed(0)
    lin = nn.Linear(96, 384)
    x = np.random.default_rng(1).standard_normal((2, 32, 96)).astype(np.float32)
    f = aotgrad.compile(lambda x: aotgrad.gelu(lin(x), approximate="tanh").sum())
    f(aotgrad.tensor(x)).backward()

    # No buffer of the weight's size times the batch is made: each matmul is 2-D.
    for suffix in ("_forward", "_backward"):
        for op in program_calls(f, suffix):
            if op.callee == "matmul":
                assert all(len(v.type.shape) == 2 for v in op.operands), op
    report = f.partition_report()
    assert not [e for e in report.saved if e.name.endswith("weight")]

    tl = torch_linear(lin)
    tx = torch.tensor(x)
    # PyTorch's min-cut (AOTAutograd's partitioner) on the same layer: the activations it
    # saves, its parameters and input left out as aotgrad's activation bytes leave them out
    torch._dynamo.reset()
    layer = torch.compile(lambda t, w, b: torch.nn.functional.gelu(
        torch.nn.functional.linear(t, w, b), approximate="tanh").sum(),
        backend="aot_eager_decomp_partition")
    torch_bytes = torch_saved(layer, [tx, tl.weight.detach().requires_grad_(),
                                      tl.bias.detach().requires_grad_()])[0]
    assert 0 < report.activation_bytes <= torch_bytes, (report.activation_bytes, torch_bytes)
    assert report.saved_bytes - report.activation_bytes <= x.nbytes     # x, and no weight

    torch.nn.functional.gelu(tl(tx), approximate="tanh").sum().backward()
    assert_same_grads(lin, tl, atol=1e-4)


def test_linear_on_3d_input_gradient_of_the_input_matches_pytorch():
    nn.manual_seed(2)
    lin = nn.Linear(6, 5)
    x = np.random.default_rng(3).standard_normal((3, 4, 6)).astype(np.float32)
    xt = aotgrad.tensor(x, requires_grad=True)
    aotgrad.compile(lambda x: aotgrad.tanh(lin(x)).sum())(xt).backward()
    tx = torch.tensor(x, requires_grad=True)
    w, b = (torch.tensor(np.asarray(p)) for p in (lin.weight, lin.bias))
    torch.tanh(tx @ w.T + b).sum().backward()
    np.testing.assert_allclose(np.asarray(xt.grad), tx.grad.numpy(), rtol=1e-5, atol=1e-6)
