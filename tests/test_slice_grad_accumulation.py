"""A value read as many slices gets its gradient as one concat of the slices' gradients
(`passes/grad_accumulation.py`), not as a sum of full-size zero-padded tensors: the joint
graph's size grows linearly in the number of slices; the gradients match PyTorch's for
unbind, split, chunk, `x[:, t]`, overlapping and strided slices, slices mixed with dense uses;
and an LSTM's backward grows linearly in the sequence length."""
from __future__ import annotations

import numpy as np
import pytest

import aotgrad
from aotgrad import nn
from aotgrad.ir import tensor as T
from aotgrad.ir.builder import Builder
from aotgrad.ir.builder import finish_function, new_function
from aotgrad.ir.core import Function, Module
from aotgrad.ir.interpret import interpret
from aotgrad.ir.types import DType, TensorType
from aotgrad.passes import autodiff
from aotgrad.passes.grad_accumulation import sum_contributions
from aotgrad.passes.manager import run_pipeline
from aotgrad.passes.pipelines import JOINT_PIPELINE

torch = pytest.importorskip("torch")


def materialised_bytes(f: Function) -> int:
    """Bytes of the tensors `f`'s ops produce, splat constants and views left out."""
    total = 0
    for op in f.ops:
        cls = type(op)
        if cls.terminator or cls.view or isinstance(op, T.ConstantOp) and op.is_splat:
            continue
        total += sum(r.type.numel * r.type.dtype.numpy.itemsize for r in op.results)
    return total


def op_count(f: Function) -> int:
    return sum(1 for op in f.ops if not type(op).terminator)


def per_step(lib, x):
    """sum over t of sum(tanh(x[t]) * (t + 1)): every step reads one slice of x."""
    total = 0.0
    for t in range(x.shape[0]):
        total = total + (lib.tanh(x[t]) * float(t + 1)).sum()
    return total


def joint_of(fn, *arrays):
    return run_pipeline(aotgrad.trace(fn, *arrays), JOINT_PIPELINE).functions[0]


def dense_sum(b, parts):
    """The accumulation this module replaces: each contribution added in full."""
    total = parts[0]
    for part in parts[1:]:
        total = b.op(T.AddOp, total, part)
    return total


# --------------------------------------------------------------------------- size of the IR

def test_joint_graph_grows_linearly_in_the_number_of_slices(monkeypatch):
    sizes = {}
    for steps in (4, 32):
        x = np.ones((steps, 16), np.float32)
        joint = joint_of(lambda x: per_step(aotgrad, x), x)
        sizes[steps] = materialised_bytes(joint), op_count(joint)
        grad = joint.returns[-1].owner
        assert isinstance(grad, T.ConcatOp) and len(grad.xs) == steps    # one concat
    (bytes4, ops4), (bytes32, ops32) = sizes[4], sizes[32]
    assert bytes32 <= 8 * bytes4 * 1.1 and ops32 <= 8 * ops4 * 1.1      # linear: 32 / 4 = 8
    # what each contribution added in full costs instead: quadratic bytes
    monkeypatch.setattr(autodiff, "sum_contributions", dense_sum)
    dense = {steps: materialised_bytes(joint_of(lambda x: per_step(aotgrad, x),
                                                np.ones((steps, 16), np.float32)))
             for steps in (4, 32)}
    assert dense[32] > 30 * dense[4] and dense[32] > 5 * bytes32


def _padded(b: Builder, x, n: int, start: int):
    """x [k, 2] placed at rows [start, start + k) of zeros [n, 2], as the slice rule pads."""
    k = x.type.shape[0]
    parts = ([b.constant(0.0, [start, 2], x.type.dtype)] if start else []) + [x] + \
        ([b.constant(0.0, [n - start - k, 2], x.type.dtype)] if n - start - k else [])
    return b.op(T.ConcatOp, *parts, axis=0)


def _assembled(pieces, dense: int = 0, n: int = 10):
    """The function `(args...) -> sum` of padded pieces `(start, rows)` and `dense` [n, 2]
    values, built by `sum_contributions`, and its inputs."""
    rng = np.random.default_rng(0)
    shapes = [[rows, 2] for _, rows in pieces] + [[n, 2]] * dense
    f = new_function("f", [TensorType(s, DType.f64) for s in shapes],
                     [f"a{i}" for i in range(len(shapes))])
    b = Builder(f.body)
    parts = [_padded(b, a, n, start) for a, (start, _) in zip(f.args, pieces)]
    parts += list(f.args[len(pieces):])
    total = sum_contributions(b, parts)
    finish_function(f, [total])
    arrays = [rng.standard_normal(s) for s in shapes]
    expected = np.zeros((n, 2))
    for a, (start, rows) in zip(arrays, pieces):
        expected[start:start + rows] += a
    for a in arrays[len(pieces):]:
        expected += a
    return f, arrays, expected


@pytest.mark.parametrize("pieces, dense, concats, adds", [
    ([(0, 2), (2, 3), (7, 1)], 0, 1, 0),             # disjoint, one gap, zeros at the end
    ([(1, 2), (5, 2)], 2, 1, 2),                     # mixed with two dense contributions
    ([(0, 5), (0, 5), (5, 5)], 0, 1, 1),             # the same rows twice
    ([(0, 4), (2, 4), (6, 2)], 1, 1, 2),             # overlapping: cut at 2 and 4
    ([(t, 3) for t in range(8)], 0, 1, 14),          # width-3 windows: 10 rows, 24 pieces
    ([(t, 5) for t in range(6)], 0, 6, 5),           # width 5: each padded to 10 rows, added
])
def test_padded_contributions_become_one_concat(pieces, dense, concats, adds):
    f, arrays, expected = _assembled(pieces, dense)
    np.testing.assert_allclose(interpret(Module([f]), *arrays)[0], expected, rtol=1e-12, atol=1e-12)
    names = [op.name for op in f.ops]
    assert names.count("tensor.concat") == len(pieces) + concats     # the padded inputs too
    assert names.count("tensor.add") == adds


# --------------------------------------------------------------------------- gradients

def f_unbind(m, x):
    return sum((m.sin(p) * float(k + 1)).sum() for k, p in enumerate(m.unbind(x, 0)))


def f_unbind_dim1(m, x):
    return sum((m.tanh(p) * p).sum() * float(k - 2) for k, p in enumerate(m.unbind(x, 1)))


def f_split(m, x):
    a, b, c = m.split(x, [2, 3, 1], dim=1)
    return (m.sin(a).sum() + (b * b).sum() * 0.5 + m.exp(c).sum()) * 1.0


def f_chunk(m, x):
    return sum((m.tanh(p) * float(k + 1)).sum() for k, p in enumerate(m.chunk(x, 3, dim=0)))


def f_columns(m, x):
    return sum((m.sin(x[:, t]) * x[:, t]).sum() for t in range(x.shape[1]))


def f_some_columns(m, x):                 # rows never read: zeros in the gaps
    return (m.sin(x[:, 1]) + x[:, 4] * x[:, 5]).sum()


def f_overlapping(m, x):
    return (x[0:5] * x[1:6]).sum() + m.sin(x[2:4]).sum() + (x[1:3] * 2.0).sum()


def f_windows(m, x):                      # width-3 windows sliding by one row
    return sum((m.tanh(x[t:t + 3]) * float(t + 1)).sum() for t in range(x.shape[0] - 2))


def f_strided(m, x):
    return (x[0::2] * x[1::2]).sum() + m.sin(x[1::3]).sum() + (x[2:5] * x[2:5]).sum()


def f_strided_disjoint(m, x):             # every third row, starting at 0, 1 and 2
    return sum((m.sin(x[k::3]) * float(k + 1)).sum() for k in range(3))


def f_dense_use(m, x):
    return (x * x).sum() + sum(m.sin(x[t]).sum() for t in range(x.shape[0])) + m.exp(x).sum()


def f_two_axes(m, x):
    return (m.sin(x[1:3]) * 2.0).sum() + (x[:, 0:2] * x[:, 0:2]).sum() + m.tanh(x[:, 2:4]).sum()


def f_intermediate(m, x):                 # the slices read an intermediate value
    z = m.sin(x) * 3.0
    return sum((z[t] * z[t]).sum() * float(t) for t in range(z.shape[0])) + z.sum()


def needs_unbind(fn):
    return pytest.param(fn, id=fn.__name__[2:], marks=pytest.mark.skipif(
        not hasattr(aotgrad, "unbind"), reason="aotgrad.unbind is not there"))


GRADIENT_CASES = [needs_unbind(f_unbind), needs_unbind(f_unbind_dim1), f_split, f_chunk,
                  f_columns, f_some_columns, f_overlapping, f_windows, f_strided,
                  f_strided_disjoint, f_dense_use, f_two_axes, f_intermediate]


@pytest.mark.parametrize("fn", GRADIENT_CASES, ids=lambda f: f.__name__[2:])
def test_gradients_match_torch_float64(fn):
    x = np.random.default_rng(1).standard_normal((8, 6))
    joint = joint_of(lambda x: fn(aotgrad, x), x)
    out, grad = interpret(Module([joint]), x, np.array(1.5))
    xt = torch.tensor(x, requires_grad=True)
    want = fn(torch, xt)
    (want * 1.5).backward()
    np.testing.assert_allclose(out, want.item(), rtol=1e-10)
    np.testing.assert_allclose(grad, xt.grad.numpy(), rtol=1e-10, atol=1e-12)


@pytest.mark.parametrize("fn", [needs_unbind(f_unbind), f_columns, f_overlapping, f_strided],
                         ids=lambda f: f.__name__[2:])
def test_compiled_gradients_match_torch(fn):
    x = np.random.default_rng(2).standard_normal((8, 6))
    step = aotgrad.compile(lambda x: fn(aotgrad, x))
    xa = aotgrad.tensor(x, requires_grad=True)
    step(xa).backward()
    xt = torch.tensor(x, requires_grad=True)
    fn(torch, xt).backward()
    np.testing.assert_allclose(np.asarray(xa.grad), xt.grad.numpy(), rtol=1e-10, atol=1e-12)


# --------------------------------------------------------------------------- an LSTM

def lstm_step(steps: int, backend: str):
    """A compiled loss over an LSTM(3, 5) unrolled `steps` times, float64, and its inputs;
    the same in PyTorch."""
    theirs = torch.nn.LSTM(3, 5, dtype=torch.float64)
    ours = nn.LSTM(3, 5, dtype=np.float64)
    ours.load_state_dict({k: v.detach().numpy() for k, v in theirs.state_dict().items()})
    x = np.random.default_rng(steps).standard_normal((steps, 2, 3))
    w = np.linspace(-1.0, 1.5, steps * 2 * 5).reshape(steps, 2, 5)
    step = aotgrad.compile(lambda x: ((ours(x)[0] * w) ** 2).sum(), backend=backend)
    return ours, theirs, x, w, step


def test_lstm_over_32_steps_matches_torch():
    ours, theirs, x, w, step = lstm_step(32, "cpu")
    xa = aotgrad.tensor(x, requires_grad=True)
    step(xa).backward()
    xt = torch.tensor(x, requires_grad=True)
    ((theirs(xt)[0] * torch.tensor(w)) ** 2).sum().backward()
    np.testing.assert_allclose(np.asarray(xa.grad), xt.grad.numpy(), rtol=1e-9, atol=1e-12)
    for (n, p), (m, q) in zip(ours.named_parameters(), theirs.named_parameters()):
        assert n == m
        np.testing.assert_allclose(np.asarray(p.grad), q.grad.numpy(), rtol=1e-9, atol=1e-12)


def test_lstm_backward_grows_linearly_in_the_sequence_length():
    sizes = {}
    for steps in (8, 32):
        *_, x, _, step = lstm_step(steps, "interpret")
        step(aotgrad.tensor(x, requires_grad=True)).backward()
        backward = step.compiled.backward_graph()
        sizes[steps] = op_count(backward), materialised_bytes(backward)
        d_x = backward.returns[0].owner
        assert isinstance(d_x, T.ConcatOp) and len(d_x.xs) == steps
    (ops8, bytes8), (ops32, bytes32) = sizes[8], sizes[32]
    assert ops32 <= 4 * ops8 * 1.05 and bytes32 <= 4 * bytes8 * 1.05      # 32 / 8 = 4
