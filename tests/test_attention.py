"""nn.MultiheadAttention and F.scaled_dot_product_attention against PyTorch's: parameters,
initialisation, masks of both kinds, key padding, head-averaged and per-head weights, batch
first and unbatched inputs, values and gradients eager and compiled, state_dict round trips,
and errors."""
from __future__ import annotations

import numpy as np
import pytest

import aotgrad
import aotgrad.nn.functional as F
from aotgrad import nn

torch = pytest.importorskip("torch")
TF = torch.nn.functional
TORCH_DTYPE = {np.float32: torch.float32, np.float64: torch.float64}


def close(a, b, dtype=np.float32, grad=False):
    tol = (1e-4 if grad else 2e-5) if dtype == np.float32 else 1e-10
    np.testing.assert_allclose(np.asarray(a), b.detach().numpy(), rtol=tol, atol=tol)


def weighted(y, module):
    w = np.linspace(-1, 2, int(np.prod(y.shape))).reshape(tuple(y.shape))
    w = w.astype(np.float32 if y.dtype in (np.float32, torch.float32) else np.float64)
    return (y * (torch.tensor(w) if module is torch else w)).sum()


def pair(*args, dtype=np.float32, **kwargs):
    theirs = torch.nn.MultiheadAttention(*args, **kwargs, dtype=TORCH_DTYPE[dtype])
    ours = nn.MultiheadAttention(*args, **kwargs, dtype=dtype)
    ours.load_state_dict({k: v.detach().numpy() for k, v in theirs.state_dict().items()})
    return ours, theirs


# --------------------------------------------------------------------------- sdpa

SDPA_CASES = {
    "plain": ({}, (2, 3, 5, 4), (2, 3, 6, 4), (2, 3, 6, 7)),
    "causal": ({"is_causal": True}, (2, 5, 4), (2, 7, 4), (2, 7, 3)),
    "scale": ({"scale": 0.3}, (5, 4), (6, 4), (6, 2)),
    "bool_mask": ({"attn_mask": np.tril(np.ones((5, 6), bool), 1)}, (2, 5, 4), (2, 6, 4),
                  (2, 6, 4)),
    "float_mask": ({"attn_mask": np.random.default_rng(0).standard_normal((3, 5, 6))},
                   (2, 3, 5, 4), (2, 3, 6, 4), (2, 3, 6, 4)),
    "gqa": ({"enable_gqa": True}, (2, 4, 5, 4), (2, 2, 6, 4), (2, 2, 6, 3)),
}


@pytest.mark.parametrize("compiled", [False, True], ids=["eager", "compiled"])
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("case", list(SDPA_CASES))
def test_sdpa_matches_torch_with_gradients(case, dtype, compiled):
    kwargs, *shapes = SDPA_CASES[case]
    rng = np.random.default_rng(1)
    arrays = [rng.standard_normal(s).astype(dtype) for s in shapes]
    if isinstance(kwargs.get("attn_mask"), np.ndarray) and kwargs["attn_mask"].dtype != bool:
        kwargs = {**kwargs, "attn_mask": kwargs["attn_mask"].astype(dtype)}
    torch_kwargs = {k: torch.tensor(v) if isinstance(v, np.ndarray) else v
                    for k, v in kwargs.items()}
    ours = [aotgrad.tensor(a, requires_grad=True) for a in arrays]
    theirs = [torch.tensor(a, requires_grad=True) for a in arrays]
    fn = aotgrad.compile(lambda q, k, v: F.scaled_dot_product_attention(q, k, v, **kwargs)) \
        if compiled else (lambda q, k, v: F.scaled_dot_product_attention(q, k, v, **kwargs))
    y = fn(*ours)
    want = TF.scaled_dot_product_attention(*theirs, **torch_kwargs)
    close(y.detach(), want, dtype)
    weighted(y, aotgrad).backward()
    weighted(want, torch).backward()
    for a, b in zip(ours, theirs):
        close(a.grad, b.grad, dtype, grad=True)


def test_sdpa_dropout_drops_weights_in_the_expected_fraction():
    q = np.zeros((1, 200, 4), np.float32)              # uniform weights: each 1/200
    v = np.ones((1, 200, 1), np.float32)
    out = np.asarray(F.scaled_dot_product_attention(q, q, v, dropout_p=0.25))
    assert abs(out.mean() - 1.0) < 0.05 and out.std() > 0.01   # 1/(1-p) keeps the mean
    np.testing.assert_allclose(np.asarray(F.scaled_dot_product_attention(q, q, v)), 1.0,
                               rtol=1e-6)


def test_sdpa_errors_are_named():
    q = np.zeros((2, 5, 4), np.float32)
    with pytest.raises(ValueError, match="explicit attn_mask should not be set when"
                                         " is_causal=True"):
        F.scaled_dot_product_attention(q, q, q, attn_mask=np.ones((5, 5), bool),
                                       is_causal=True)
    with pytest.raises(aotgrad.ShapeError, match="do not fit"):
        F.scaled_dot_product_attention(q, np.zeros((2, 5, 3), np.float32), q)
    with pytest.raises(aotgrad.ShapeError, match="attn_mask of shape \\[4, 5\\] does not"
                                                 " broadcast"):
        F.scaled_dot_product_attention(q, q, q, attn_mask=np.ones((4, 5), bool))
    with pytest.raises(TypeError, match="attention mask must be bool or float"):
        F.scaled_dot_product_attention(q, q, q, attn_mask=np.ones((5, 5), np.int64))
    with pytest.raises(aotgrad.ShapeError, match="not a multiple"):
        F.scaled_dot_product_attention(np.zeros((3, 5, 4), np.float32), q, q,
                                       enable_gqa=True)


# --------------------------------------------------------------------------- MHA

def test_parameters_names_and_initialisation_are_pytorchs():
    for kwargs in ({}, {"bias": False}, {"kdim": 3, "vdim": 5}):
        ours, theirs = nn.MultiheadAttention(8, 2, **kwargs), \
            torch.nn.MultiheadAttention(8, 2, **kwargs)
        assert [(n, p.shape) for n, p in ours.named_parameters()] == \
            [(n, tuple(p.shape)) for n, p in theirs.named_parameters()]
    nn.manual_seed(0)
    mha = nn.MultiheadAttention(64, 4)
    bound = np.sqrt(6 / (64 + 3 * 64))                 # xavier-uniform of (3E, E)
    w = mha.in_proj_weight.data
    assert np.abs(w).max() <= bound and abs(w.std() - bound / np.sqrt(3)) < 0.03 * bound
    assert not mha.in_proj_bias.data.any() and not mha.out_proj.bias.data.any()
    assert np.abs(mha.out_proj.weight.data).max() <= 1 / np.sqrt(64)


MHA_CASES = {
    "self": ({}, {}),
    "batch_first_masks": ({"batch_first": True}, {"attn_mask": "bool", "key_padding_mask": True}),
    "float_mask_per_head": ({}, {"attn_mask": "float3d", "average_attn_weights": False}),
    "cross_kdim_vdim": ({"kdim": 3, "vdim": 5}, {"cross": True}),
    "no_bias_no_weights": ({"bias": False, "batch_first": True}, {"need_weights": False,
                                                                  "cross": True}),
    "unbatched": ({}, {"unbatched": True, "attn_mask": "bool"}),
}


def mha_inputs(config, call, dtype, L=4, S=6, N=2, E=8, H=2):
    rng = np.random.default_rng(2)
    batch_first = config.get("batch_first", False)
    unbatched = call.pop("unbatched", False)
    cross = call.pop("cross", False)

    def shape(n, d):
        return (n, d) if unbatched else (N, n, d) if batch_first else (n, N, d)
    q = rng.standard_normal(shape(L, E)).astype(dtype)
    if cross:
        k = rng.standard_normal(shape(S, config.get("kdim", E))).astype(dtype)
        v = rng.standard_normal(shape(S, config.get("vdim", E))).astype(dtype)
    else:
        k = v = q
        S = L
    kwargs = dict(call)
    if kwargs.get("attn_mask") == "bool":
        kwargs["attn_mask"] = np.triu(np.ones((L, S), bool), 1)
    elif kwargs.get("attn_mask") == "float3d":
        kwargs["attn_mask"] = rng.standard_normal((N * H, L, S)).astype(dtype)
    if kwargs.get("key_padding_mask"):
        pad = np.zeros((N, S), bool)
        pad[1, S - 2:] = True
        kwargs["key_padding_mask"] = pad
    return (q, k, v), kwargs


@pytest.mark.parametrize("compiled", [False, True], ids=["eager", "compiled"])
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("case", list(MHA_CASES))
def test_multihead_attention_matches_torch_with_gradients(case, dtype, compiled):
    config, call = MHA_CASES[case]
    ours, theirs = pair(8, 2, dtype=dtype, **config)
    arrays, kwargs = mha_inputs(config, dict(call), dtype)
    same = arrays[0] is arrays[1]
    torch_kwargs = {k: torch.tensor(v) if isinstance(v, np.ndarray) else v
                    for k, v in kwargs.items()}
    ins = [aotgrad.tensor(a, requires_grad=True) for a in arrays[:1 if same else 3]]
    tins = [torch.tensor(a, requires_grad=True) for a in arrays[:1 if same else 3]]

    def run(module, xs):
        q, k, v = (xs[0],) * 3 if same else xs
        return module(q, k, v, **(torch_kwargs if isinstance(module, torch.nn.Module)
                                   else kwargs))
    if compiled and kwargs.get("need_weights") is False:   # a compiled result is a tensor
        only_out = aotgrad.compile(lambda *xs: run(ours, xs)[0])

        def fn(*xs):
            return only_out(*xs), None
    else:
        fn = aotgrad.compile(lambda *xs: run(ours, xs)) if compiled else \
            (lambda *xs: run(ours, xs))
    out, weights = fn(*ins)
    want, want_weights = run(theirs, tins)
    close(out.detach(), want, dtype)
    if want_weights is None:
        assert weights is None
    else:
        assert tuple(weights.shape) == tuple(want_weights.shape)
        close(weights.detach(), want_weights, dtype)
    loss = weighted(out, aotgrad) + (0 if weights is None else weighted(weights, aotgrad))
    want_loss = weighted(want, torch) + \
        (0 if want_weights is None else weighted(want_weights, torch))
    loss.backward()
    want_loss.backward()
    for a, b in zip(ins, tins):
        close(a.grad, b.grad, dtype, grad=True)
    for (n, p), (m, q) in zip(ours.named_parameters(), theirs.named_parameters()):
        assert n == m
        close(p.grad, q.grad, dtype, grad=True)


def test_state_dict_round_trip_with_torch():
    for kwargs in ({}, {"kdim": 3, "vdim": 5, "batch_first": True}):
        ours = nn.MultiheadAttention(8, 4, **kwargs)
        theirs = torch.nn.MultiheadAttention(8, 4, **kwargs)
        theirs.load_state_dict({k: torch.tensor(v) for k, v in ours.state_dict().items()})
        rng = np.random.default_rng(3)
        first = kwargs.get("batch_first", False)

        def shape(n, d):
            return (2, n, d) if first else (n, 2, d)
        q = rng.standard_normal(shape(3, 8)).astype(np.float32)
        k = rng.standard_normal(shape(5, kwargs.get("kdim", 8))).astype(np.float32)
        v = rng.standard_normal(shape(5, kwargs.get("vdim", 8))).astype(np.float32)
        got = ours(q, k, v)
        want = theirs(*(torch.tensor(a) for a in (q, k, v)))
        for a, b in zip(got, want):
            close(a, b)
        fresh = torch.nn.MultiheadAttention(8, 4, **kwargs)
        ours.load_state_dict({k: v.detach().numpy() for k, v in fresh.state_dict().items()})
        for (n, p), (m, q) in zip(ours.named_parameters(), fresh.named_parameters()):
            assert n == m and np.array_equal(p.data, q.detach().numpy())


def test_dropout_only_in_training():
    ours, theirs = pair(8, 2, dropout=0.5)
    x = np.random.default_rng(4).standard_normal((5, 2, 8)).astype(np.float32)
    trained = np.asarray(ours(x, x, x)[1])
    ours.eval()
    theirs.eval()
    close(ours(x, x, x)[1], theirs(*(torch.tensor(x),) * 3)[1])
    assert not np.allclose(trained, np.asarray(ours(x, x, x)[1]))


def test_bad_inputs_are_named():
    mha = nn.MultiheadAttention(8, 2)
    x = np.zeros((4, 2, 8), np.float32)
    with pytest.raises(ValueError, match="embed_dim must be divisible by num_heads"):
        nn.MultiheadAttention(8, 3)
    with pytest.raises(aotgrad.ShapeError, match="the shape of attn_mask is \\[3, 4\\], but"
                                                 " should be \\[4, 4\\] or \\[4, 4, 4\\]"):
        mha(x, x, x, attn_mask=np.zeros((3, 4), bool))
    with pytest.raises(aotgrad.ShapeError, match="expected key_padding_mask of shape"
                                                 " \\[2, 4\\]"):
        mha(x, x, x, key_padding_mask=np.zeros((4, 2), bool))
    with pytest.raises(aotgrad.ShapeError, match="query, key and value must all be 3-D"):
        mha(x, x[0], x[0])
    with pytest.raises(aotgrad.ShapeError, match="expected query"):
        mha(np.zeros((4, 2, 6), np.float32), x, x)
    with pytest.raises(RuntimeError, match="Need attn_mask if specifying the is_causal hint"):
        mha(x, x, x, is_causal=True)
    with pytest.raises(ValueError, match="add_bias_kv and add_zero_attn are not supported"):
        nn.MultiheadAttention(8, 2, add_bias_kv=True)
