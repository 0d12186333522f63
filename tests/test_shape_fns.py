"""PyTorch's shape and mask functions (`arange`, `linspace`, `tril`, `triu`, `masked_fill`,
`permute`, `cat`, `stack`, `split`, `chunk`, `flatten`, `contiguous`, `x[:, None]`)
against PyTorch: values and gradients, eager and compiled, f32 and f64; in the DSL and
through the CUDA code generator; and their errors."""
from __future__ import annotations

import numpy as np
import pytest
import torch

import aotgrad
from aotgrad.ir.errors import IRError
from cuda_ptx import assert_compiles_to_ptx

RNG = np.random.default_rng(11)
X = RNG.standard_normal((3, 4, 5))
M = RNG.standard_normal((5, 6))


def _flat(out):
    """One tensor of every output, whether `out` is one tensor or several."""
    if isinstance(out, (tuple, list)):
        pieces = [p.reshape(-1) for p in out]
        return aotgrad.cat(pieces) if isinstance(out[0], aotgrad.Tensor) or \
            not isinstance(out[0], torch.Tensor) else torch.cat(pieces)
    return out


def _run_ours(fn, arrays, compiled):
    tensors = [aotgrad.tensor(a, requires_grad=a.dtype.kind == "f") for a in arrays]
    run = aotgrad.compile(lambda *xs: _flat(fn(*xs))) if compiled else \
        (lambda *xs: _flat(fn(*xs)))
    y = run(*tensors)
    w = np.cos(np.arange(y.numel())).reshape(y.shape).astype(y.dtype)
    (y * aotgrad.tensor(w)).sum().backward()
    return [y.detach().numpy()] + [np.asarray(t.grad) for t in tensors if t.requires_grad]


def _run_torch(fn, arrays):
    tensors = [torch.tensor(a, requires_grad=a.dtype.kind == "f") for a in arrays]
    y = _flat(fn(*tensors))
    w = torch.cos(torch.arange(y.numel(), dtype=torch.float64)).reshape(y.shape).to(y.dtype)
    (y * w).sum().backward()
    return [y.detach().numpy()] + [t.grad.numpy() for t in tensors if t.requires_grad]


SAME = object()     # the PyTorch function is the same expression on torch tensors

CASES = {
    "tril": (lambda x: aotgrad.tril(x), lambda x: torch.tril(x), [M]),
    "tril_diagonal_method": (lambda x: x.tril(diagonal=-1), lambda x: x.tril(diagonal=-1),
                             [X]),
    "triu": (lambda x: aotgrad.triu(x, 2), lambda x: torch.triu(x, 2), [X]),
    "triu_method_negative": (lambda x: x.triu(-2), lambda x: x.triu(-2), [M.T.copy()]),
    "masked_fill_number": (lambda x: aotgrad.masked_fill(x, x > 0.5, -1e9),
                           lambda x: torch.masked_fill(x, x > 0.5, -1e9), [X]),
    "masked_fill_broadcast_mask": (lambda x, m: x.masked_fill(m, 3.0),
                                   lambda x, m: x.masked_fill(m, 3.0),
                                   [X, RNG.random((4, 1)) > 0.5]),
    "masked_fill_tensor_value": (lambda x, v: x.masked_fill(x < 0, v),
                                 lambda x, v: x.masked_fill(x < 0, v),
                                 [M, np.array(2.5)]),
    "permute": (lambda x: aotgrad.permute(x, (2, 0, 1)), lambda x: torch.permute(x, (2, 0, 1)),
                [X]),
    "permute_method": (lambda x: x.permute(1, -1, 0) * 2, lambda x: x.permute(1, -1, 0) * 2,
                       [X]),
    "cat": (lambda a, b: aotgrad.cat([a, b, a], dim=1), lambda a, b: torch.cat([a, b, a], 1),
            [X, RNG.standard_normal((3, 2, 5))]),
    "cat_negative_dim": (lambda a, b: aotgrad.cat((a, b), -1),
                         lambda a, b: torch.cat((a, b), -1), [M, M[:, :2].copy()]),
    "stack": (lambda a, b: aotgrad.stack([a, b]), lambda a, b: torch.stack([a, b]), [M, M * 2]),
    "stack_last": (lambda a, b: aotgrad.stack([a, b, a], dim=-1),
                   lambda a, b: torch.stack([a, b, a], dim=-1), [X, -X]),
    "split_size": (lambda x: aotgrad.split(x, 2, dim=1), lambda x: torch.split(x, 2, dim=1),
                   [X]),
    "split_sections": (lambda x: [p * (i + 1) for i, p in enumerate(x.split([1, 3, 1], -1))],
                       lambda x: [p * (i + 1) for i, p in enumerate(x.split([1, 3, 1], -1))],
                       [X]),
    "chunk": (lambda x: [p * (i + 1) for i, p in enumerate(aotgrad.chunk(x, 3, 1))],
              lambda x: [p * (i + 1) for i, p in enumerate(torch.chunk(x, 3, 1))], [M]),
    "chunk_fewer": (lambda x: x.chunk(4, dim=0), lambda x: x.chunk(4, dim=0), [X]),
    "flatten": (lambda x: aotgrad.flatten(x), lambda x: torch.flatten(x), [X]),
    "flatten_range": (lambda x: x.flatten(1) @ aotgrad.ones(20, 2, dtype=x.type.dtype),
                      lambda x: x.flatten(1) @ torch.ones(20, 2, dtype=x.dtype), [X]),
    "flatten_middle": (lambda x: x.flatten(0, -2), lambda x: x.flatten(0, -2), [X]),
    "contiguous": (lambda x: x.permute(1, 0).contiguous() * 3,
                   lambda x: x.permute(1, 0).contiguous() * 3, [M]),
    "new_axis": (lambda x: x[:, None] * x[None], lambda x: x[:, None] * x[None], [M]),
    "new_axis_ellipsis": (lambda x: x[..., None] + x[:, None, :, None, 2:, None].sum(),
                          lambda x: x[..., None] + x[:, None, :, None, 2:, None].sum(), [X]),
    "new_axis_after_int": (lambda x: x[1, None, :, None], lambda x: x[1, None, :, None], [X]),
    "causal_mask": (lambda x: x.masked_fill(aotgrad.tril(aotgrad.ones(5, 5)) == 0,
                                            float("-inf")).softmax(-1),
                    lambda x: x.masked_fill(torch.tril(torch.ones(5, 5)) == 0,
                                            float("-inf")).softmax(-1),
                    [RNG.standard_normal((2, 5, 5))]),
}


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
@pytest.mark.parametrize("name", list(CASES))
def test_shape_function_values_and_gradients_match_torch(name, dtype):
    ours, theirs, arrays = CASES[name]
    arrays = [a.astype(dtype) if a.dtype.kind == "f" else a for a in arrays]
    tol = 1e-12 if dtype == np.float64 else 1e-5
    want = _run_torch(theirs, arrays)
    for compiled in (False, True):
        got = _run_ours(ours, arrays, compiled)
        assert len(got) == len(want)
        for g, w in zip(got, want):
            assert g.shape == w.shape and g.dtype == w.dtype
            np.testing.assert_allclose(g, w, rtol=tol, atol=tol)


def _same_array(ours, theirs):
    a = np.asarray(ours)
    b = theirs.numpy()
    assert a.dtype == b.dtype, (a.dtype, b.dtype)
    np.testing.assert_array_equal(a, b)


@pytest.mark.parametrize("args, kwargs", [
    ((5,), {}), ((2, 9), {}), ((1, 10, 3), {}), ((10, 1, -3), {}), ((0.0, 1.0, 0.1), {}),
    ((-1, 1.5, 0.25), {}), ((3,), {"dtype": "f64"}), ((0, 2.5, 0.5), {"dtype": "f64"}),
    ((0,), {}), ((1.5,), {}), ((0, 7, 2), {"dtype": "i32"})])
def test_arange_matches_torch_exactly(args, kwargs):
    dtypes = {"f64": torch.float64, "i32": torch.int32}
    theirs = torch.arange(*args, **{k: dtypes[v] for k, v in kwargs.items()})
    _same_array(aotgrad.arange(*args, **kwargs), theirs)


@pytest.mark.parametrize("args, dtype", [
    ((0, 1, 5), None), ((-3.5, 7.25, 11), None), ((2, -2, 7), "f64"), ((0, 1, 1), None),
    ((0, 1, 0), None), ((1e-3, 1e3, 101), None), ((0.1, 0.9, 50), "f64"), ((0, 10, 6), "i64")])
def test_linspace_matches_torch_to_an_ulp(args, dtype):
    """PyTorch's CPU kernel counts up from start in the first half and down from end in the
    second, but a vectorised chunk that straddles the middle counts on from its first
    element: the two agree to a rounding of the larger bound."""
    dtypes = {None: None, "f64": torch.float64, "i64": torch.int64}
    ours = aotgrad.linspace(*args, dtype=dtype)
    theirs = torch.linspace(*args, dtype=dtypes[dtype])
    if dtype == "i64":
        return _same_array(ours, theirs)
    assert ours.dtype == theirs.numpy().dtype and ours.shape == tuple(theirs.shape)
    ulp = np.finfo(ours.dtype).eps * max(abs(args[0]), abs(args[1]))
    np.testing.assert_allclose(np.asarray(ours), theirs.numpy(), rtol=0, atol=2 * ulp)


def test_ranges_inside_a_compiled_function_are_its_constants():
    f = aotgrad.compile(lambda x: x * aotgrad.arange(4) + aotgrad.linspace(0, 1, 4))
    np.testing.assert_allclose(f(np.ones(4, np.float32)),
                               np.arange(4) + np.linspace(0, 1, 4), rtol=1e-6)


def test_split_and_chunk_give_tuples_as_torch():
    x = aotgrad.tensor(X)
    assert isinstance(aotgrad.split(x, 5, 2), tuple) and len(aotgrad.split(x, 5, 2)) == 1
    assert [p.shape for p in x.split(3, 1)] == [tuple(p.shape) for p in
                                                torch.tensor(X).split(3, 1)]
    assert [p.shape for p in aotgrad.chunk(x, 5, 2)] == \
        [tuple(p.shape) for p in torch.chunk(torch.tensor(X), 5, 2)]

    def halves(x):
        a, b = x.chunk(2, -1)
        return a * b

    f = aotgrad.compile(halves)
    np.testing.assert_allclose(f(M), M[:, :3] * M[:, 3:])


def test_cat_promotes_dtypes_as_torch():
    a, b = np.ones((2, 2), np.float32), np.arange(4).reshape(2, 2)
    out = aotgrad.cat([aotgrad.tensor(a), aotgrad.tensor(b)])
    _same_array(out, torch.cat([torch.tensor(a), torch.tensor(b)]))


def test_triangles_keep_integer_and_bool_dtypes():
    ones = np.ones((3, 3), bool)
    _same_array(aotgrad.tril(aotgrad.tensor(ones)), torch.tril(torch.tensor(ones)))
    ints = np.arange(9).reshape(3, 3)
    _same_array(aotgrad.triu(aotgrad.tensor(ints), 1), torch.triu(torch.tensor(ints), 1))
    _same_array(aotgrad.tensor(ints).masked_fill(aotgrad.tensor(ints) > 4, -1),
                torch.tensor(ints).masked_fill(torch.tensor(ints) > 4, -1))


def test_shape_functions_in_the_dsl():
    m = aotgrad.parse("""
def f(x: f32[4, 4], y: f32[4, 4]) -> f32[4, 8] {
    m = masked_fill(tril(x, 1), y > 0.0, 0.5)
    return cat([m, permute(y, [1, 0])], 1)
}
""", "shapes.ag")
    x, y = M[:4, :4].astype(np.float32), M[1:, 2:].astype(np.float32)
    (out,) = aotgrad.interpret(m, x, y)
    want = torch.cat([torch.tril(torch.tensor(x), 1).masked_fill(torch.tensor(y) > 0, 0.5),
                      torch.tensor(y).T], 1)
    np.testing.assert_allclose(out, want.numpy(), rtol=1e-6)


def test_shape_functions_compile_to_ptx(tmp_path):
    def step(x, m):
        a, b = x.split([3, 3], 1)
        y = aotgrad.stack([aotgrad.tril(a @ b.T), aotgrad.triu(a @ b.T)], -1)
        return y.masked_fill(m[:, :, None], 0.0).flatten().sum()

    module = aotgrad.trace(step, np.ones((5, 6), np.float32), np.ones((5, 5), bool))
    source = assert_compiles_to_ptx(module, tmp_path)
    assert "__global__" in source


@pytest.mark.parametrize("call, message", [
    (lambda x: aotgrad.split(x, [1, 2], 1), "add up to 4"),
    (lambda x: aotgrad.split(x, 0, 1), "split_size must be positive"),
    (lambda x: x.chunk(0), "positive number of chunks"),
    (lambda x: aotgrad.cat([x, x[:, :2]], 0), "must match except in dim 0"),
    (lambda x: aotgrad.cat([], 0), "non-empty list"),
    (lambda x: aotgrad.stack([x, x[:2]]), "one shape"),
    (lambda x: aotgrad.stack([x, x], 4), "out of range"),
    (lambda x: x.permute(0, 0, 1), "not a permutation"),
    (lambda x: x.permute(1, 0), "not a permutation"),
    (lambda x: x.flatten(2, 1), "cannot come after"),
    (lambda x: aotgrad.tril(x[0, 0]), "rank >= 2"),
    (lambda x: x.masked_fill(x, 0.0), "bool tensor"),
    (lambda x: x.masked_fill(aotgrad.ones(3, 2, 4, dtype="bool"), 0.0), "does not broadcast"),
    (lambda x: aotgrad.arange(0, 5, 0), "nonzero"),
    (lambda x: aotgrad.arange(5, 0, 1), "inconsistent with step sign"),
    (lambda x: aotgrad.linspace(0, 1, -2), "non-negative"),
    (lambda x: x[0, 0, 0, 0], "too many indices"),
])
def test_bad_arguments_are_located_errors(call, message):
    x = aotgrad.tensor(X[:, :4])
    with pytest.raises(IRError, match=message) as info:
        call(x)
    assert "test_shape_fns.py" in str(info.value)


def test_docs_example():
    # docs/reference/functions.md
    aotgrad.manual_seed(0)
    noise = aotgrad.randn(2, 3)
    aotgrad.manual_seed(0)
    np.testing.assert_array_equal(np.asarray(aotgrad.randn(2, 3)), np.asarray(noise))
    mask = aotgrad.tril(aotgrad.ones(4, 4)) == 0
    scores = aotgrad.zeros(4, 4).masked_fill(mask, float("-inf")).softmax(-1)
    np.testing.assert_allclose(np.asarray(scores),
                               np.tril(np.ones((4, 4))) / np.arange(1, 5)[:, None])
    a, b = aotgrad.arange(6.0).reshape(2, 3).split([1, 2], dim=1)
    assert a.shape == (2, 1) and b.shape == (2, 2) and a.dtype == np.float32
    np.testing.assert_allclose(float(aotgrad.var(aotgrad.tensor([1.0, 2.0, 3.0, 4.0]))),
                               5 / 3, rtol=1e-6)


def test_constructors_take_sizes_as_torch():
    for make in (lambda: aotgrad.zeros(2, 3), lambda: aotgrad.zeros((2, 3)),
                 lambda: aotgrad.ones(size=(2, 3)), lambda: aotgrad.ones(2, 3, dtype="f64")):
        out = make()
        assert out.shape == (2, 3)
    assert aotgrad.ones(2, 3, dtype="f64").dtype == np.float64
    f = aotgrad.compile(lambda x: x + aotgrad.ones(x.shape[0], 3))
    np.testing.assert_array_equal(f(np.zeros((2, 3), np.float32)), np.ones((2, 3)))


@pytest.mark.parametrize("sizes", [(2, 3), (1, 1), (2, 1, 2), (3, 2, 1), (0, 2)])
def test_repeat_matches_torch_with_gradients_eager_and_compiled(sizes):
    x = np.arange(6.0).reshape(2, 3)
    w = np.random.default_rng(1).standard_normal(torch.tensor(x).repeat(*sizes).shape)
    t = torch.tensor(x, requires_grad=True)
    (t.repeat(*sizes) * torch.tensor(w)).sum().backward()
    for compiled in (False, True):
        a = aotgrad.tensor(x, requires_grad=True)
        fn = (lambda a: (a.repeat(*sizes) * w).sum())
        out = (aotgrad.compile(fn) if compiled else fn)(a)
        out.backward()
        np.testing.assert_allclose(np.asarray(aotgrad.tensor(x).repeat(list(sizes))),
                                   torch.tensor(x).repeat(*sizes).numpy())
        np.testing.assert_allclose(a.grad, t.grad.numpy(), rtol=1e-12)
    with pytest.raises(aotgrad.Error, match="repeat"):
        aotgrad.tensor(x).repeat(2)                       # fewer counts than dims


def test_bmm_mT_and_filled_likes_as_torchs():
    rng = np.random.default_rng(2)
    a, b = rng.standard_normal((2, 3, 4)), rng.standard_normal((2, 4, 5))
    np.testing.assert_allclose(np.asarray(aotgrad.bmm(aotgrad.tensor(a), aotgrad.tensor(b))),
                               torch.bmm(torch.tensor(a), torch.tensor(b)).numpy(), rtol=1e-12)
    with pytest.raises(TypeError, match="bmm expects two rank-3"):
        aotgrad.bmm(aotgrad.tensor(a[0]), aotgrad.tensor(b[0]))
    np.testing.assert_array_equal(np.asarray(aotgrad.tensor(a).mT), torch.tensor(a).mT.numpy())
    x = aotgrad.tensor(a)
    for ours, theirs in [(aotgrad.zeros_like(x), torch.zeros_like(torch.tensor(a))),
                         (aotgrad.ones_like(x, dtype="f32"),
                          torch.ones_like(torch.tensor(a), dtype=torch.float32)),
                         (aotgrad.full_like(x, 7), torch.full_like(torch.tensor(a), 7))]:
        assert ours.dtype == np.dtype(str(theirs.dtype).split(".")[1])
        np.testing.assert_array_equal(np.asarray(ours), theirs.numpy())
    assert aotgrad.zeros_like(x, requires_grad=True).requires_grad
