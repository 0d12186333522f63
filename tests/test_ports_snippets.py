"""Everyday PyTorch snippets a port writes, each run as PyTorch runs it and as aotgrad runs it
with the same spelling (`T` is `torch` or `aotgrad`, `F` its `nn.functional`, `nn` its `nn`):
values eagerly and inside `aotgrad.compile`, and the gradient of every floating-point input
through `.backward()` of both, in f64 unless a case says otherwise."""
from __future__ import annotations

import numpy as np
import pytest

import aotgrad
import aotgrad.nn.functional as AF
from aotgrad import nn as ann

torch = pytest.importorskip("torch")
TF = torch.nn.functional

RNG = np.random.default_rng(7)


def randn(*shape):
    return RNG.standard_normal(shape)


def ints(high, *shape):
    return RNG.integers(0, high, shape)


class Fixed(np.ndarray):
    """A float input that needs no gradient (a loss's target or class weights: PyTorch's
    functions refuse or do not define one)."""


def fixed(a):
    return np.asarray(a, np.float64).view(Fixed)


IMG, SEQ, M, V = randn(2, 3, 6, 7), randn(2, 3, 10), randn(4, 6), randn(6)

#: name -> (snippet(T, F, nn, *inputs), inputs: float arrays get gradients, int ones not)
CASES = {
    # -- tensor functions and methods ------------------------------------------------------
    "new_factories": (lambda T, F, nn, x: x.new_zeros(4, 6) + x.new_ones((4, 6)) * x
                      + x.new_full((4, 6), 7.0) + x.new_empty(4, 6) * 0, [M]),
    "new_tensor": (lambda T, F, nn, x: x * x.new_tensor([1.0, 2.0, 3.0, 4.0, 5.0, 6.0]), [M]),
    "expand_as": (lambda T, F, nn, x, y: x[:, None].expand_as(y) * y, [randn(4), M]),
    "view_as_reshape_as": (lambda T, F, nn, x, y: x.view_as(y) + x.reshape_as(y) * 2,
                           [M, randn(6, 4)]),
    "type_as": (lambda T, F, nn, i, x: i.type_as(x) * x, [ints(5, 4, 6), M]),
    "where_scalars": (lambda T, F, nn, x: T.where(x > 0, x, 0.0) + T.where(x > 0.5, 1.0, -1.0),
                      [M]),
    "repeat_interleave": (lambda T, F, nn, x: x.repeat_interleave(2, dim=1), [M]),
    "repeat_interleave_flat": (lambda T, F, nn, x: T.repeat_interleave(x, 3), [M]),
    "flip": (lambda T, F, nn, x: T.flip(x, [0, 2]) + x.flip(-1) * 2, [randn(2, 3, 4)]),
    "roll": (lambda T, F, nn, x: T.roll(x, (1, -2), (0, 2)) + x.roll(5), [randn(2, 3, 4)]),
    "movedim_swapaxes": (lambda T, F, nn, x: T.movedim(x, 0, -1).reshape(3, 8)
                         + x.swapaxes(0, 2).reshape(8, 3).T, [randn(2, 3, 4)]),
    "narrow": (lambda T, F, nn, x: x.narrow(1, 1, 3) * T.narrow(x, 1, -4, 3), [M]),
    "unflatten": (lambda T, F, nn, x: x.unflatten(1, (2, -1)), [M]),
    "unbind": (lambda T, F, nn, x: sum(r * (i + 1) for i, r in enumerate(x.unbind(1))), [M]),
    "unfold_windows": (lambda T, F, nn, x: T.cat([x.unfold(1, 4, 2).flatten(),
                                                  x.unfold(-1, 2, 1).flatten(),
                                                  x.unfold(0, 3, 1).flatten()]),
                       [randn(3, 10, 2)]),
    "tile": (lambda T, F, nn, x: x.tile((2, 1, 3)), [M]),
    "argmax_argmin": (lambda T, F, nn, x: T.stack([x.argmax(), T.argmin(x), x.argmax(1)[0],
                                                   x.argmin(dim=0, keepdim=True)[0, 1]]),
                      [M]),
    "amax_amin": (lambda T, F, nn, x: T.amax(x, dim=1) + x.amin((0, 2), keepdim=True).sum(),
                  [randn(2, 3, 4)]),
    "bool_masks": (lambda T, F, nn, x: T.where(((x > 0) & (x < 1)) | ~(x > -1) ^ (x > 2),
                                               x, -x) + (x > 0).logical_and(x < 0.5).float()
                   + T.logical_or(x > 1, x < -1).float(), [M]),
    # a sum of bools or integers is int64, as PyTorch's: (pred == y).sum() counts (it was a
    # bool, True, for any number of matches)
    "count_matches": (lambda T, F, nn, x: T.stack([(x > 0).sum(), T.sum(x.argmax(1) == 2),
                                                   (x > 0).sum(1).sum(), (x > 0).int().sum(),
                                                   T.square(x > 1).sum(), T.nansum(x > 0)]),
                      [M]),
    # dim 0 is a dim, not the default (): it reduced every dim
    "amax_amin_dim_0": (lambda T, F, nn, x: T.cat([x.amax(0), T.amin(x, 0, keepdim=True)[0]]),
                        [M]),
    "all_any": (lambda T, F, nn, x: T.stack([(x > -9).all(), (x > 9).any(), T.all(x > 0),
                                             (x > 2).any(dim=1).all()]), [M]),
    "elementwise": (lambda T, F, nn, x, y: T.sign(x) + x.square() + (x.abs() + 1).reciprocal()
                    + T.lerp(x, y, 0.3) + T.addcmul(x, x, y, value=0.5)
                    + x.addcdiv(x, y.abs() + 1, value=2) + x.clamp_min(0.1)
                    + T.clamp_max(y, 0.2), [M, randn(4, 6)]),
    "logs": (lambda T, F, nn, x: T.log2(x.abs() + 0.5) + (x.abs() + 0.5).log10(), [M]),
    "nan_to_num": (lambda T, F, nn, x: T.nan_to_num(T.log(x), nan=0.5, neginf=-3.0)
                   + x.isfinite().float() + x.log().isnan().float(), [np.r_[M.ravel(), 0.0]]),
    "products": (lambda T, F, nn, a, b, v: T.outer(v, v) + T.mv(a, v)[:, None]
                 + T.addmm(v, a.T, a, beta=0.5, alpha=2.0)
                 + T.baddbmm(a[None], a[None], a[None].transpose(1, 2), alpha=0.1)[0]
                 + T.eye(6, dtype=T.float64) * b.sum(),
                 [randn(6, 6), randn(3), randn(6)]),
    "index_with_tensor": (lambda T, F, nn, x, i: x[i] + x[:, T.tensor([5, 0, 1, 2, 3, 4])][i],
                          [M, np.array([3, 0, 3, 1])]),
    "index_with_list": (lambda T, F, nn, x: x[[0, -1, 2]] * 2 + x[..., [1, 1, 0, 2, 3, 4]][:3],
                        [M]),
    "einsum_bmm": (lambda T, F, nn, a, b: T.einsum("bij,bjk->bik", a, b),
                   [randn(2, 3, 4), randn(2, 4, 5)]),
    "einsum_attention": (lambda T, F, nn, q, k: T.einsum("bhqd,bhkd->bhqk", q, k),
                         [randn(2, 2, 3, 4), randn(2, 2, 5, 4)]),
    "einsum_transpose": (lambda T, F, nn, a: T.einsum("ij->ji", a), [M]),
    "einsum_dot": (lambda T, F, nn, a, b: T.einsum("i,i->", a, b), [V, randn(6)]),
    "einsum_rowdot": (lambda T, F, nn, a, b: T.einsum("bi,bi->b", a, b), [M, randn(4, 6)]),
    "einsum_ellipsis_implicit": (lambda T, F, nn, a, b: T.einsum("...ij,jk", a, b),
                                 [randn(2, 3, 4), randn(4, 5)]),
    "einsum_diagonal_three": (lambda T, F, nn, a, b, c: T.einsum("ii,ij,jk->k", a, b, c),
                              [randn(3, 3), randn(3, 4), randn(4, 2)]),
    "no_grad_inside": (lambda T, F, nn, x: _no_grad_scale(T, x), [M]),
    "devices_and_copies": (lambda T, F, nn, x: x.clone() * 2 + x.detach() * x
                           + x.float().to(x) + x.cpu() * x.numel() + x.to(x.device)
                           + x.to("cpu", T.float64) + T.zeros(4, 6, device=x.device)
                           + T.arange(6, device=x.device, dtype=T.float64)
                           + T.ones_like(x, device=x.device), [M]),
    "scatter": (lambda T, F, nn, x, s, i: x.scatter(1, i, s) + T.scatter(x, 0, i[:1], value=-1.0),
                [M, randn(4, 2), np.array([[0, 2], [5, 4], [1, 0], [3, 1]])]),
    "index_methods": (lambda T, F, nn, x, i: x.gather(1, i[:, None]).squeeze(1)
                      + x.index_select(1, i).sum(1) + x.take_along_dim(i[:, None], 1)[:, 0],
                      [M, np.array([5, 0, 2, 2])]),
    "diagonals": (lambda T, F, nn, v, m, a: T.diag(v, 1)[:4, 1:] + T.diag(v)
                  + T.diag(m, -1).sum() + T.diagonal(a, 1, 1, 2).sum() + T.diag(m).sum(),
                  [randn(4), randn(4, 5), randn(2, 3, 4)]),
    "logaddexp_logit": (lambda T, F, nn, x, y: T.logaddexp(x, y) + T.logaddexp(x, x)
                        + T.logit(T.sigmoid(x), eps=0.2), [np.r_[V, 40.0, -40.0], randn(8)]),
    "dot_stacks": (lambda T, F, nn, v, m: T.dot(v, v * 2) + T.hstack([m, m * 2]).sum(0)[:6]
                   + T.vstack([v, v])[1] + T.t(m).sum(1)[:1] + T.broadcast_to(v, (2, 6))[1]
                   + T.unsqueeze(v, 0).squeeze(0) + T.squeeze(m[:1], 0), [V, randn(4, 6)]),
    "std_var_mean": (lambda T, F, nn, x: T.stack(T.std_mean(x, dim=1)) + T.stack(
        T.var_mean(x, 1, keepdim=True, correction=0))[..., 0], [M]),
    "meshgrid_cdist": (lambda T, F, nn, v, w, m: T.stack(T.meshgrid(v, w, indexing="xy"))
                       .sum() + T.cdist(m, m[:2] * 2) + T.cdist(m, m, p=1.0)[:, :2],
                       [randn(4), randn(3), M]),
    "einsum_list": (lambda T, F, nn, a, b: T.einsum("ij,kj->ik", [a, b]), [M, randn(3, 6)]),
    # -- nn.functional ----------------------------------------------------------------------
    "conv1d": (lambda T, F, nn, x, w, b: F.conv1d(x, w, b, stride=2, padding=1), [SEQ,
               randn(4, 3, 3), randn(4)]),
    "conv1d_same_dilated": (lambda T, F, nn, x, w: F.conv1d(x, w, padding="same", dilation=2),
                            [SEQ, randn(4, 3, 4)]),
    "conv1d_groups_unbatched": (lambda T, F, nn, x, w: F.conv1d(x, w, groups=3),
                                [randn(3, 9), randn(6, 1, 2)]),
    "conv_transpose2d": (lambda T, F, nn, x, w, b: F.conv_transpose2d(x, w, b, stride=2,
                                                                   padding=1, output_padding=1),
                         [IMG, randn(3, 4, 3, 3), randn(4)]),
    "conv_transpose2d_groups_dilated": (lambda T, F, nn, x, w: F.conv_transpose2d(
        x, w, stride=(1, 2), padding=(2, 0), groups=3, dilation=2), [IMG, randn(3, 2, 3, 2)]),
    "conv_transpose1d": (lambda T, F, nn, x, w: F.conv_transpose1d(x, w, stride=3, padding=1),
                         [SEQ, randn(3, 2, 4)]),
    "conv2d_same_even": (lambda T, F, nn, x, w: F.conv2d(x, w, padding="same"),
                         [IMG, randn(4, 3, 2, 3)]),
    "conv2d_valid": (lambda T, F, nn, x, w: F.conv2d(x, w, padding="valid"),
                     [IMG, randn(4, 3, 3, 3)]),
    "max_pool2d_ceil": (lambda T, F, nn, x: F.max_pool2d(x, 2, ceil_mode=True), [IMG[:, :, :5]]),
    "max_pool2d_ceil_stride_pad": (lambda T, F, nn, x: F.max_pool2d(x, 3, 2, 1, ceil_mode=True),
                                   [IMG]),
    "pools_1d": (lambda T, F, nn, x: F.max_pool1d(x, 3, 2).sum(-1) + F.avg_pool1d(x, 2).sum(-1)
                 + F.adaptive_avg_pool1d(x, 5).sum(-1), [SEQ]),
    "adaptive_max_pool2d": (lambda T, F, nn, x: F.adaptive_max_pool2d(x, (3, 1)), [IMG[..., :6]]),
    "normalize_cosine": (lambda T, F, nn, x, y: F.normalize(x, dim=-1)
                         + F.cosine_similarity(x, y, dim=-1)[:, None], [M, randn(4, 6)]),
    "pairwise_distance": (lambda T, F, nn, x, y: F.pairwise_distance(x, y)
                          + F.pairwise_distance(x, y, p=1.0, keepdim=True)[:, 0], [M, randn(4, 6)]),
    "interpolate_nearest": (lambda T, F, nn, x: F.interpolate(x, scale_factor=2), [IMG]),
    "interpolate_nearest_size": (lambda T, F, nn, x: F.interpolate(x, size=(9, 5)), [IMG]),
    "interpolate_nearest_exact": (lambda T, F, nn, x: F.interpolate(x, size=(4, 11),
                                                                    mode="nearest-exact"), [IMG]),
    "interpolate_bilinear": (lambda T, F, nn, x: F.interpolate(x, scale_factor=2, mode="bilinear",
                                                               align_corners=False), [IMG]),
    "interpolate_bilinear_corners": (lambda T, F, nn, x: F.interpolate(
        x, size=(5, 9), mode="bilinear", align_corners=True), [IMG]),
    "interpolate_linear": (lambda T, F, nn, x: F.interpolate(x, scale_factor=1.5, mode="linear"),
                           [SEQ]),
    "unfold_fold": (lambda T, F, nn, x: F.fold(F.unfold(x, (2, 3), padding=1, stride=2) * 2,
                                             (6, 7), (2, 3), padding=1, stride=2)
                    + nn.Fold((6, 7), 3, dilation=2)(nn.Unfold(3, dilation=2)(x)), [IMG]),
    "pixel_shuffle": (lambda T, F, nn, x: F.pixel_unshuffle(F.pixel_shuffle(x, 2) * 2, 2)
                      + F.pixel_shuffle(x, 2).sum(), [randn(2, 8, 3, 3)]),
    "activations": (lambda T, F, nn, x: F.hardswish(x) + F.hardsigmoid(x) * 4 + F.mish(x)
                    + F.softsign(x), [np.r_[randn(40) * 4, -3.0, 3.0, 0.0]]),
    "glu": (lambda T, F, nn, x: F.glu(x) + F.glu(x, dim=0).sum(), [M]),
    "prelu": (lambda T, F, nn, x, w: F.prelu(x, w), [IMG, np.array([0.1, -0.2, 0.3])]),
    "group_norm": (lambda T, F, nn, x, w, b: F.group_norm(x, 3, w, b)
                   + F.group_norm(x.reshape(2, 6, 42), 2).reshape(2, 6, 6, 7),
                   [randn(2, 6, 6, 7), randn(6), randn(6)]),
    "smooth_l1_huber": (lambda T, F, nn, x, y: nn.SmoothL1Loss(beta=0.5)(x, y)
                        + nn.HuberLoss(delta=0.5)(x, y) + nn.L1Loss(reduction="sum")(x, y)
                        + nn.MSELoss()(x, y), [M, randn(4, 6)]),
    "nll_kl_div": (lambda T, F, nn, x, y, t: nn.NLLLoss()(F.log_softmax(x, 1), t)
                   + nn.KLDivLoss(reduction="batchmean")(F.log_softmax(x, 1), F.softmax(y, 1)),
                   [M, randn(4, 6), ints(6, 4)]),
    "cosine_embedding": (lambda T, F, nn, x, y, t: nn.CosineEmbeddingLoss(margin=0.1)(x, y,
                                                                                     t * 2 - 1),
                         [M, randn(4, 6), np.array([1, 0, 1, 0])]),
    "margin_ranking": (lambda T, F, nn, x, y, t: nn.MarginRankingLoss(0.2)(x, y, t * 2.0 - 1),
                       [V, randn(6), ints(2, 6)]),
    "triplet_margin": (lambda T, F, nn, a, p, n: nn.TripletMarginLoss()(a, p, n)
                       + nn.TripletMarginLoss(margin=2.0, p=1, swap=True)(a, p, n),
                       [M, randn(4, 6), randn(4, 6)]),
    "hinge_embedding": (lambda T, F, nn, x, t: nn.HingeEmbeddingLoss()(x, t * 2.0 - 1),
                        [M, ints(2, 4, 6)]),
    "soft_margin_losses": (lambda T, F, nn, x, t, w: nn.SoftMarginLoss()(x, t * 2.0 - 1)
                           + nn.MultiLabelSoftMarginLoss(weight=w)(x, t)
                           + F.multilabel_soft_margin_loss(x, t, reduction="sum"),
                           [M, fixed(ints(2, 4, 6)), fixed(np.abs(randn(6)) + 0.5)]),
    "multi_margin": (lambda T, F, nn, x, y, w: nn.MultiMarginLoss()(x, y)
                     + nn.MultiMarginLoss(p=2, margin=0.5, weight=w)(x, y)
                     + F.multi_margin_loss(x[0], y[:1], reduction="none"),
                     [M, np.array([0, 5, 2, 2]), fixed(np.abs(randn(6)) + 0.5)]),
    "likelihood_losses": (lambda T, F, nn, x, r, v: nn.PoissonNLLLoss()(x, r)
                          + nn.PoissonNLLLoss(log_input=False, full=True)(x.abs() + 0.1, r)
                          + nn.GaussianNLLLoss()(x, r, v.abs() + 0.01)
                          + F.gaussian_nll_loss(x, r, v.abs()[:, :1] * 1e-6, full=True,
                                                reduction="sum"),     # some below eps
                          [M, fixed(ints(4, 4, 6)), randn(4, 6)]),
    # -- stateless nn layers ----------------------------------------------------------------
    "layers": (lambda T, F, nn, x: nn.Softmax(dim=-1)(x) + nn.LogSoftmax(dim=1)(x)
               + _eval(nn.Dropout(0.5))(x) + nn.Hardswish()(x) + nn.Mish()(x) + nn.GLU(0)(
                   T.cat([x, x], 0)), [M]),
    "more_activation_layers": (lambda T, F, nn, x: nn.Hardtanh(-0.5, 2.0)(x) + nn.LogSigmoid()(x)
                               + nn.Softmin(0)(x) + nn.SELU()(x) + nn.CELU(0.7)(x)
                               + nn.Threshold(0.1, -2.0)(x) + nn.Hardshrink()(x)
                               + nn.Softshrink(0.3)(x) + nn.Tanhshrink()(x),
                               [np.r_[randn(30) * 3, 0.0, 0.5, -0.5]]),
    "instance_norm_channel_dropout": (lambda T, F, nn, x, w, b: F.instance_norm(x, weight=w,
                                                                               bias=b)
                                      + nn.InstanceNorm2d(3)(x) + _eval(nn.Dropout2d(0.3))(x)
                                      + F.dropout1d(x[0], 0.5, training=False)
                                      + nn.InstanceNorm1d(3)(x.flatten(2)).reshape(x.shape),
                                      [IMG, randn(3), randn(3)]),
    "unflatten_layer": (lambda T, F, nn, x: nn.Unflatten(1, (2, 3))(x), [M]),
    "padding_layers": (lambda T, F, nn, x: nn.ZeroPad2d((1, 2, 0, 1))(x)[..., :6, :6]
                       + nn.ReflectionPad2d(1)(x)[..., :6, :6]
                       + nn.ReplicationPad2d((0, 1, 2, 0))(x)[..., :6, :6]
                       + nn.ConstantPad2d(2, 3.5)(x)[..., :6, :6], [IMG[..., :6]]),
    "upsample_layers": (lambda T, F, nn, x: nn.Upsample(scale_factor=2)(x)[:, :1]
                        + nn.Upsample(size=(12, 14), mode="bilinear")(x)[:, :1]
                        + nn.PixelUnshuffle(2)(nn.PixelShuffle(1)(x[..., :6])).sum(), [IMG]),
}


#: cases whose PyTorch gradient is computed less exactly: hardsigmoid's 1/6 is rounded to f32
#: (also in f64); celu's gradient is taken from its output, (y + alpha) / alpha, which cancels
GRADIENT_RTOL = {"activations": 1e-7, "more_activation_layers": 1e-6}


def _no_grad_scale(T, x):
    with T.no_grad():
        scale = x.abs().max() + 1
    return x / scale + x * 2


def _eval(module):
    module.eval()
    return module


def _inputs(T, arrays, grad: bool):
    out = []
    for a in arrays:
        floating = np.issubdtype(a.dtype, np.floating) and not isinstance(a, Fixed)
        out.append(T.tensor(np.asarray(a), requires_grad=grad and floating))
    return out


def _grads(tensors):
    return [np.asarray(t.grad) if t.grad is not None else None for t in tensors
            if t.requires_grad]


def _theirs(snippet, arrays, probe):
    xs = _inputs(torch, arrays, True)
    out = snippet(torch, TF, torch.nn, *xs)
    if out.is_floating_point():
        (out * torch.tensor(probe)).sum().backward()
    return out.detach().numpy(), _grads(xs)


def _ours(snippet, arrays, probe, compiled: bool):
    xs = _inputs(aotgrad, arrays, True)
    fn = lambda *a: snippet(aotgrad, AF, ann, *a)  # noqa: E731
    out = (aotgrad.compile(fn) if compiled else fn)(*xs)
    if np.issubdtype(out.dtype, np.floating):
        (out * aotgrad.tensor(probe)).sum().backward()
    return out.detach().numpy(), _grads(xs)


@pytest.mark.parametrize("compiled", [False, True], ids=["eager", "compiled"])
@pytest.mark.parametrize("name", list(CASES))
def test_snippet_matches_pytorch(name, compiled):
    snippet, arrays = CASES[name]
    with torch.no_grad():
        shape = snippet(torch, TF, torch.nn, *_inputs(torch, arrays, False)).shape
    probe = RNG.standard_normal(tuple(shape))
    want, want_grads = _theirs(snippet, arrays, probe)
    got, got_grads = _ours(snippet, arrays, probe, compiled)
    assert got.shape == want.shape and got.dtype == want.dtype, (got.dtype, want.dtype)
    np.testing.assert_allclose(got, want, rtol=1e-9, atol=1e-12)
    assert len(got_grads) == len(want_grads)
    rtol = GRADIENT_RTOL.get(name, 1e-9)
    for g, w in zip(got_grads, want_grads):
        if w is None:
            assert g is None or not np.any(g)
        else:
            np.testing.assert_allclose(g, w, rtol=rtol, atol=rtol if rtol > 1e-9 else 1e-12)


def test_interpolate_in_float32_reads_pytorchs_source_pixels():
    x = randn(1, 2, 7, 5).astype(np.float32)
    for kwargs in (dict(scale_factor=1.7), dict(size=(10, 3)), dict(scale_factor=0.6),
                   dict(scale_factor=2.3, mode="bilinear"),
                   dict(scale_factor=(0.5, 3), mode="nearest-exact")):
        got = AF.interpolate(aotgrad.tensor(x), **kwargs).numpy()
        want = TF.interpolate(torch.tensor(x), **kwargs).numpy()
        np.testing.assert_allclose(got, want, rtol=1e-6, atol=1e-6, err_msg=str(kwargs))


def test_factories_take_a_device_as_pytorchs():
    for make in (lambda T: T.zeros(2, 3, device="cpu"), lambda T: T.ones((2,), device="cpu"),
                 lambda T: T.full((2,), 1.5, device="cpu"), lambda T: T.arange(4, device="cpu"),
                 lambda T: T.linspace(0, 1, 5, device="cpu"), lambda T: T.eye(3, device="cpu"),
                 lambda T: T.zeros_like(T.ones(2), device="cpu")):
        got, want = make(aotgrad), make(torch)
        assert got.device == "cpu" and got.dtype == want.numpy().dtype
        np.testing.assert_array_equal(got.numpy(), want.numpy())
    leaf = aotgrad.zeros(2, 3, device="cpu", requires_grad=True)
    assert leaf.requires_grad and leaf.is_leaf


def test_conversions_and_random_functions_are_pytorchs():
    array = np.arange(6.0).reshape(2, 3)
    shared = aotgrad.from_numpy(array)
    array[0, 0] = 7.0                                # shares the array's memory
    assert shared.numpy()[0, 0] == 7.0 and shared.dtype == np.float64
    x = aotgrad.tensor(M)
    assert aotgrad.as_tensor(x) is x and aotgrad.as_tensor(M).dtype == np.float64
    assert aotgrad.is_tensor(x) and not aotgrad.is_tensor(M) and aotgrad.numel(x) == 24
    assert aotgrad.empty(2, 3).shape == (2, 3) and aotgrad.empty_like(x).dtype == np.float64
    aotgrad.manual_seed(3)
    perm = aotgrad.randperm(50)
    assert perm.dtype == np.int64 and sorted(perm.tolist()) == list(range(50))
    assert perm.tolist() != list(range(50))
    draws = aotgrad.bernoulli(aotgrad.full((20000,), 0.25, dtype=aotgrad.float64))
    assert draws.dtype == np.float64 and abs(draws.numpy().mean() - 0.25) < 0.02
    normal = aotgrad.normal(2.0, 0.5, (20000,))
    assert abs(normal.numpy().mean() - 2.0) < 0.02 and abs(normal.numpy().std() - 0.5) < 0.02
    mean = aotgrad.zeros(3, requires_grad=True)
    assert aotgrad.normal(mean, 1.0).shape == (3,)


def test_channel_dropout_drops_whole_channels_at_rate_p():
    aotgrad.manual_seed(1)
    x = aotgrad.ones(400, 8, 3, 3, dtype=aotgrad.float64)
    for layer, y in ((ann.Dropout2d(0.25), None), (None, AF.dropout1d(x[:, :, 0], 0.25))):
        out = (layer(x) if layer is not None else y).numpy()
        per_channel = out.reshape(400, 8, -1)
        assert set(np.unique(per_channel)) == {0.0, 1 / 0.75}
        assert (per_channel.min(-1) == per_channel.max(-1)).all()    # a channel is one value
        assert abs((per_channel[..., 0] == 0).mean() - 0.25) < 0.03
    dropped = aotgrad.compile(lambda x: AF.dropout2d(x, 0.5))(x).numpy()
    assert abs((dropped[..., 0, 0] == 0).mean() - 0.5) < 0.04


def test_allclose_and_isclose_are_pytorchs():
    a = np.array([1.0, np.inf, np.nan, 1e-9, -np.inf, 2.0])
    b = np.array([1.0 + 1e-6, np.inf, np.nan, 0.0, np.inf, 2.1])
    for equal_nan in (False, True):
        got = aotgrad.isclose(aotgrad.tensor(a), aotgrad.tensor(b), equal_nan=equal_nan)
        want = torch.isclose(torch.tensor(a), torch.tensor(b), equal_nan=equal_nan)
        np.testing.assert_array_equal(got.numpy(), want.numpy())
    x = randn(3, 4)
    assert aotgrad.allclose(aotgrad.tensor(x), aotgrad.tensor(x + 1e-9)) is True
    assert aotgrad.allclose(aotgrad.tensor(x), aotgrad.tensor(x + 1e-3)) is False
    assert aotgrad.allclose(aotgrad.tensor(x), aotgrad.tensor(x + 1e-3), atol=1e-2)


def test_inplace_masked_fill_and_clamp_are_pytorchs():
    x, t = aotgrad.tensor(M), torch.tensor(M)
    for ours, theirs in ((x.masked_fill_(x > 0.5, -1.0), t.masked_fill_(t > 0.5, -1.0)),
                         (x.clamp_(-0.4, 0.3), t.clamp_(-0.4, 0.3))):
        assert ours is x
        np.testing.assert_array_equal(x.numpy(), t.numpy())
    w = aotgrad.tensor(M, requires_grad=True)
    with pytest.raises(RuntimeError, match="in-place update of a leaf"):
        w.clamp_(0, 1)
    with aotgrad.no_grad():
        w.clamp_(0, 1)
    assert w.detach().numpy().min() >= 0


def test_scatter_in_place_makes_one_hot_rows_as_pytorch():
    index = np.array([[2], [0], [5], [2]])
    ours = aotgrad.zeros(4, 6).scatter_(1, aotgrad.tensor(index), 1.0)
    np.testing.assert_array_equal(ours.numpy(), torch.zeros(4, 6).scatter_(
        1, torch.tensor(index), 1.0).numpy())


def test_inplace_update_of_a_traced_tensor_is_a_located_error():
    def step(x):
        y = x * 2
        y.masked_fill_(y > 0, 0.0)
        return y

    with pytest.raises(aotgrad.Error, match=r"masked_fill_ of a traced tensor .* x = "
                       r"x.masked_fill\(mask, value\)") as info:
        aotgrad.compile(step)(aotgrad.tensor(M))
    assert "test_ports_snippets.py" in str(info.value)


@pytest.mark.parametrize("call, message", [
    (lambda x: aotgrad.einsum("ij,jk->ik", x, x[:2]), "subscript 'j' has size 2"),
    (lambda x: aotgrad.einsum("ijk->i", x), "name 3 dims of an operand of rank 2"),
    (lambda x: aotgrad.einsum("ij->q", x), "output subscript 'q' appears in no operand"),
    (lambda x: x[0, [1, 2]], "supported alone among slices"),
    (lambda x: x[[1, 9]], "index 9 is out of bounds for dim 0 with size 4"),
    (lambda x: x.repeat_interleave(aotgrad.tensor([1, 2, 1])), "repeats must have the same"
                                                                  " size as input"),
    (lambda x: x.unflatten(1, (4, -1)), "don't multiply up to the size of dim 1"),
    (lambda x: x.narrow(1, 4, 3), "exceeds dimension size"),
    (lambda x: aotgrad.roll(x, (1, 2), 0), "shifts and dims must align"),
    (lambda x: aotgrad.movedim(x, (0, 0), (0, 1)), "as many distinct dims"),
    (lambda x: aotgrad.conv2d(x[None, None], aotgrad.ones(1, 1, 3, 3), stride=2,
                              padding="same"), "not supported for strided convolutions"),
])
def test_bad_arguments_are_located_errors(call, message):
    with pytest.raises(aotgrad.Error, match=message) as info:
        call(aotgrad.tensor(M))
    assert "test_ports_snippets.py" in str(info.value)
    f = aotgrad.compile(call)
    with pytest.raises(aotgrad.Error, match=message) as info:
        f(aotgrad.tensor(M))
    assert "test_ports_snippets.py" in str(info.value)


def test_functional_errors_are_pytorchs():
    x = aotgrad.tensor(IMG)
    with pytest.raises(ValueError, match="only one of size or scale_factor"):
        AF.interpolate(x)
    with pytest.raises(NotImplementedError, match="'bicubic' is not supported"):
        AF.interpolate(x, scale_factor=2, mode="bicubic")
    with pytest.raises(ValueError, match="align_corners option can only be set"):
        AF.interpolate(x, scale_factor=2, align_corners=True)
    with pytest.raises(ValueError, match="divisible by the square of upscale_factor"):
        AF.pixel_shuffle(x, 2)
    with pytest.raises(ValueError, match="Halving dimension must be even"):
        AF.glu(x, 1)
    with pytest.raises(ValueError, match="divisible by num_groups"):
        AF.group_norm(x, 2)
    with pytest.raises(ValueError, match="padding_mode must be one of"):
        ann.Conv1d(3, 4, 3, padding_mode="mirror")
