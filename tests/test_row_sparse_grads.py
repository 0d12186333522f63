"""Row-sparse embedding gradients: `passes/row_sparse_grads.py`, `runtime/row_sparse.py` and
the kernels of `codegen/llvm/rows.py`.

On the CPU a compiled backward returns a table's gradient as its rows and ids; the runtime
keeps it so until something reads it. Checked here: the pass's IR exactly, and where it must
leave a gradient alone; the kernels against a sequential scatter (bit for bit, duplicates
and bad ids included); and everything a user sees against PyTorch's dense gradient: `.grad`,
accumulation over backwards, hooks, `autograd.grad`, SGD (row updates) and the optimizers that
need the dense gradient, compiled autograd and the warm start.
"""
import numpy as np
import pytest
import torch

import aotgrad
from aotgrad import nn
from aotgrad.ir.errors import IndexOutOfRangeError
from aotgrad.ir.printer import print_module
from aotgrad.passes.manager import run_pipeline
from aotgrad.passes.pipelines import TENSOR_TRAINING_PIPELINE
from aotgrad.runtime.row_sparse import RowSparse

V, W = 1000, 8


def _backward_after_pass(fn, *arrays) -> str:
    module = run_pipeline(aotgrad.trace(fn, *arrays),
                          f"{TENSOR_TRAINING_PIPELINE},row-sparse-grads")
    return str(module.functions[-1])


def test_the_pass_returns_the_rows_and_appends_their_ids():
    text = _backward_after_pass(lambda t, i: (aotgrad.embedding(i, t) ** 2).sum(),
                                np.ones((V, W), np.float32), np.zeros((2, 3), np.int64))
    assert text == """\
func @lambda_backward(%primals_2: i64[2,3] {name = "i"}, %embedding: f32[2,3,8], %tangents_1: f32[] tangent) -> (f32[6,8], i64[6]) {
  %d_pow = tensor.broadcast %tangents_1 {dims = []} : f32[2,3,8]
  %constant = tensor.constant 2.0 : f32[2,3,8]
  %constant_1 = tensor.constant 1.0 : f32[2,3,8]
  %pow_1 = tensor.pow %embedding, %constant_1 : f32[2,3,8]
  %mul = tensor.mul %constant, %pow_1 : f32[2,3,8]
  %d_embedding = tensor.mul %d_pow, %mul : f32[2,3,8]
  %reshape_1 = tensor.reshape %d_embedding : f32[6,8]
  %reshape = tensor.reshape %primals_2 : i64[6]
  return %reshape_1, %reshape
}"""


@pytest.mark.parametrize("why, fn, table, ids", [
    ("as many tokens as rows", lambda t, i: aotgrad.embedding(i, t).sum(),
     np.ones((6, W), np.float32), np.zeros((2, 3), np.int64)),
    ("the table is also read densely", lambda t, i: aotgrad.embedding(i, t).sum() + (t * t).sum(),
     np.ones((V, W), np.float32), np.zeros((2, 3), np.int64)),
    ("a scatter along the columns", lambda t, i: aotgrad.gather(t, 1, i).sum(),
     np.ones((4, V), np.float32), np.zeros((4, 2), np.int64)),
])
def test_the_pass_leaves_other_gradients_dense(why, fn, table, ids):
    text = _backward_after_pass(fn, table, ids)
    shape = ",".join(map(str, table.shape))
    assert "scatter_add" in text and text.splitlines()[0].endswith(f"-> f32[{shape}] {{"), why


# --------------------------------------------------------------------------- the kernels

def _scattered(ids, rows, shape):
    out = np.zeros(shape, rows.dtype)
    for k, i in enumerate(ids):
        out[i] += rows[k]
    return out


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("n, distinct", [(0, 1), (1, 1), (40, 1000), (300, 7), (64, 64)])
def test_row_sums_are_the_sequential_scatter_bit_for_bit(dtype, n, distinct):
    rng = np.random.default_rng(n)
    ids = rng.integers(0, distinct, n)
    rows = rng.standard_normal((n, 3, 4)).astype(dtype)
    g = RowSparse(ids, rows, (1000, 3, 4))
    expected = _scattered(ids, rows, (1000, 3, 4))
    np.testing.assert_array_equal(g.dense(), expected)
    table = rng.standard_normal((1000, 3, 4)).astype(dtype)
    updated = table.copy()
    g.add_to(updated, -0.5)
    np.testing.assert_array_equal(updated, table + dtype(-0.5) * expected)
    strided = np.asfortranarray(table)          # not C order: numpy's path, same numbers
    g.add_to(strided, -0.5)
    np.testing.assert_array_equal(strided, updated)


def test_row_sparse_gradients_add_up_row_sparse():
    a = RowSparse(np.array([3, 1]), np.ones((2, 2)), (5, 2))
    b = RowSparse(np.array([1]), np.full((1, 2), 2.0), (5, 2))
    total = a + b
    assert type(total) is RowSparse
    np.testing.assert_array_equal(total.dense(), [[0, 0], [3, 3], [0, 0], [1, 1], [0, 0]])
    dense = np.ones((5, 2)) + a
    assert type(dense) is np.ndarray
    np.testing.assert_array_equal(dense, [[1, 1], [2, 2], [1, 1], [2, 2], [1, 1]])


@pytest.mark.parametrize("bad", [1000, -1])
def test_an_id_out_of_range_is_refused_and_the_scratch_stays_clean(bad):
    g = RowSparse(np.array([5, 7, bad, 5]), np.ones((4, 2), np.float32), (1000, 2))
    with pytest.raises(IndexOutOfRangeError, match=f"index {bad} at position \\[2\\]"):
        g.dense()
    # the ids seen before the bad one were unmapped: a later sum is right
    ok = RowSparse(np.array([7, 5, 7]), np.ones((3, 2), np.float32), (1000, 2)).dense()
    assert ok[7, 0] == 2.0 and ok[5, 0] == 1.0 and ok.sum() == 6.0


# --------------------------------------------------------------------------- against PyTorch

class Bag(nn.Module):
    def __init__(self):
        super().__init__()
        self.embed, self.fc = nn.Embedding(V, W), nn.Linear(W, 3)

    def forward(self, ids):
        return self.fc(self.embed(ids).mean(dim=1))


def _pair(dtype=np.float64):
    model = Bag()
    ref = torch.nn.ModuleDict({"embed": torch.nn.Embedding(V, W), "fc": torch.nn.Linear(W, 3)})
    if dtype == np.float64:
        model.double()
        ref.double()
    ref.load_state_dict({k: torch.tensor(np.asarray(v)) for k, v in model.state_dict().items()})
    return model, ref


def _batch(seed=0):
    rng = np.random.default_rng(seed)
    ids = rng.integers(0, V, (4, 6))
    ids[0, :4] = 7                                  # repeated ids accumulate
    return ids, rng.integers(0, 3, 4)


def _torch_loss(ref, ids, y):
    out = ref["fc"](ref["embed"](torch.tensor(ids)).mean(1))
    return torch.nn.functional.cross_entropy(out, torch.tensor(y))


def _compiled_loss(model):
    return aotgrad.compile(lambda i, t: nn.functional.cross_entropy(model(i), t))


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
def test_gradients_match_pytorch_and_accumulate(dtype):
    model, ref = _pair(dtype)
    loss = _compiled_loss(model)
    ids, y = _batch()
    ids_copy = ids.copy()
    loss(aotgrad.tensor(ids), aotgrad.tensor(y)).backward()
    assert type(model.embed.weight._grad) is RowSparse
    ids[:] = 0                                      # the gradient keeps its own ids
    ids2, y2 = _batch(1)
    loss(aotgrad.tensor(ids2), aotgrad.tensor(y2)).backward()
    assert type(model.embed.weight._grad) is RowSparse      # still rows: two backwards' worth
    (_torch_loss(ref, ids_copy, y) + _torch_loss(ref, ids2, y2)).backward()
    tol = 1e-12 if dtype == np.float64 else 1e-6
    grad = model.embed.weight.grad
    assert isinstance(grad, aotgrad.Tensor) and grad.shape == (V, W)
    np.testing.assert_allclose(np.asarray(grad), ref["embed"].weight.grad.numpy(), atol=tol)
    assert type(model.embed.weight._grad) is np.ndarray      # made dense once, then kept
    assert model.embed.weight.grad is grad


def test_a_dense_gradient_adds_to_a_row_sparse_one():
    model, ref = _pair()
    ids, y = _batch()
    _compiled_loss(model)(aotgrad.tensor(ids), aotgrad.tensor(y)).backward()
    # the same table read densely by another compiled call
    aotgrad.compile(lambda t: (t * t).sum())(model.embed.weight).backward()
    (_torch_loss(ref, ids, y) + (ref["embed"].weight ** 2).sum()).backward()
    np.testing.assert_allclose(np.asarray(model.embed.weight.grad),
                               ref["embed"].weight.grad.numpy(), atol=1e-12)


def test_hooks_and_autograd_grad_see_the_dense_gradient():
    model, ref = _pair()
    ids, y = _batch()
    seen = []
    model.embed.weight.register_hook(lambda g: seen.append(g.shape))
    _compiled_loss(model)(aotgrad.tensor(ids), aotgrad.tensor(y)).backward()
    assert seen == [(V, W)]
    model2, _ = _pair()
    model2.load_state_dict(model.state_dict())
    out = _compiled_loss(model2)(aotgrad.tensor(ids), aotgrad.tensor(y))
    (g,) = aotgrad.autograd.grad(out, [model2.embed.weight])
    _torch_loss(ref, ids, y).backward()
    np.testing.assert_allclose(np.asarray(g), ref["embed"].weight.grad.numpy(), atol=1e-12)


@pytest.mark.parametrize("options", [{}, {"momentum": 0.9}, {"weight_decay": 0.1}])
def test_sgd_updates_the_rows_as_pytorch_updates_the_table(options):
    model, ref = _pair()
    loss = _compiled_loss(model)
    opt = aotgrad.optim.SGD(model.parameters(), lr=0.5, **options)
    topt = torch.optim.SGD([ref["embed"].weight, *ref["fc"].parameters()], lr=0.5, **options)
    for step in range(3):
        ids, y = _batch(step)
        opt.zero_grad()
        loss(aotgrad.tensor(ids), aotgrad.tensor(y)).backward()
        opt.step()
        topt.zero_grad()
        _torch_loss(ref, ids, y).backward()
        topt.step()
    np.testing.assert_allclose(np.asarray(model.embed.weight.data),
                               ref["embed"].weight.detach().numpy(), atol=1e-12)


def test_adam_and_gradient_clipping_use_the_dense_gradient():
    model, ref = _pair()
    loss = _compiled_loss(model)
    opt = aotgrad.optim.Adam(model.parameters(), lr=0.01)
    topt = torch.optim.Adam([ref["embed"].weight, *ref["fc"].parameters()], lr=0.01)
    for step in range(2):
        ids, y = _batch(step)
        opt.zero_grad()
        loss(aotgrad.tensor(ids), aotgrad.tensor(y)).backward()
        nn.utils.clip_grad_norm_(model.parameters(), 0.1)
        opt.step()
        topt.zero_grad()
        _torch_loss(ref, ids, y).backward()
        torch.nn.utils.clip_grad_norm_([ref["embed"].weight, *ref["fc"].parameters()], 0.1)
        topt.step()
    np.testing.assert_allclose(np.asarray(model.embed.weight.data),
                               ref["embed"].weight.detach().numpy(), atol=1e-10)


def test_compiled_autograd_inlines_the_dense_backward():
    model, ref = _pair()
    ids, y = _batch()
    loss = _compiled_loss(model)(aotgrad.tensor(ids), aotgrad.tensor(y))
    with aotgrad.compiled_autograd.enable():
        loss.backward()
    _torch_loss(ref, ids, y).backward()
    np.testing.assert_allclose(np.asarray(model.embed.weight.grad),
                               ref["embed"].weight.grad.numpy(), atol=1e-12)


def test_a_warm_start_keeps_the_row_sparse_gradient(tmp_path, monkeypatch):
    monkeypatch.setenv("AOTGRAD_CACHE", "1")
    monkeypatch.setenv("AOTGRAD_CACHE_DIR", str(tmp_path))
    ids, y = _batch()
    grads = []
    for _ in range(2):                    # a cold compile, then one from the disk cache
        model, _ = _pair()
        model.load_state_dict({k: np.full(np.shape(v), 0.1) for k, v
                               in model.state_dict().items()})
        _compiled_loss(model)(aotgrad.tensor(ids), aotgrad.tensor(y)).backward()
        assert type(model.embed.weight._grad) is RowSparse
        grads.append(np.asarray(model.embed.weight.grad))
    np.testing.assert_array_equal(grads[0], grads[1])
    assert aotgrad.runtime.warm.STATS.hits >= 1


def test_a_row_sparse_gradient_reaching_another_call_is_dense_there():
    # the table is made by one compiled call and read by another's embedding: the second's
    # backward gives the first's a row-sparse tangent, which it takes dense
    ids, _ = _batch()
    w = np.random.default_rng(0).standard_normal((V, W))
    ours = aotgrad.tensor(w, requires_grad=True)
    table = aotgrad.compile(lambda w: w * 2.0)(ours)
    aotgrad.compile(lambda t, i: (aotgrad.embedding(i, t) ** 2).sum())(
        table, aotgrad.tensor(ids)).backward()
    theirs = torch.tensor(w, requires_grad=True)
    (torch.nn.functional.embedding(torch.tensor(ids), theirs * 2.0) ** 2).sum().backward()
    np.testing.assert_allclose(np.asarray(ours.grad), theirs.grad.numpy(), rtol=1e-12)


@pytest.mark.parametrize("maximize", [False, True])
def test_sparse_adam_with_a_sparse_embedding_as_pytorch(maximize):
    model = Bag()
    model.double()
    model.embed = nn.Embedding(V, W, sparse=True, dtype=np.float64)
    ref = torch.nn.ModuleDict({"embed": torch.nn.Embedding(V, W, sparse=True),
                               "fc": torch.nn.Linear(W, 3)}).double()
    ref.load_state_dict({k: torch.tensor(np.asarray(v)) for k, v in model.state_dict().items()})
    loss = _compiled_loss(model)
    opts = [aotgrad.optim.SparseAdam([model.embed.weight], lr=0.1, maximize=maximize),
            aotgrad.optim.Adam(model.fc.parameters(), lr=0.1)]
    topts = [torch.optim.SparseAdam([ref["embed"].weight], lr=0.1, maximize=maximize),
             torch.optim.Adam(ref["fc"].parameters(), lr=0.1)]
    for step in range(3):
        ids, y = _batch(step)
        for o in opts + topts:
            o.zero_grad()
        loss(aotgrad.tensor(ids), aotgrad.tensor(y)).backward()
        _torch_loss(ref, ids, y).backward()
        for o in opts + topts:
            o.step()
    np.testing.assert_allclose(np.asarray(model.embed.weight.data),
                               ref["embed"].weight.detach().numpy(), atol=1e-12)
    state = opts[0].state_dict()["state"][0]
    assert state["step"] == 3 and set(state) == {"step", "exp_avg", "exp_avg_sq"}
    # a dense gradient: the rows that are not all zero are the touched ones
    w = aotgrad.tensor(np.ones((4, 2)), requires_grad=True)
    dense_opt = aotgrad.optim.SparseAdam([w], lr=0.5)
    w.grad = np.array([[0.0, 0.0], [1.0, 0.0], [0.0, 0.0], [0.0, -2.0]])
    dense_opt.step()
    np.testing.assert_array_equal(np.asarray(w.data)[[0, 2]], 1.0)
    assert np.asarray(w.data)[1, 0] < 1.0 < np.asarray(w.data)[3, 1]
