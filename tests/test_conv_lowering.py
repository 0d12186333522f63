"""How the window ops lower, checked against PyTorch in float64: col2im (`tensor.fold`, the
input gradient of a convolution and of overlapping pools) scattered in column order (the CPU's
`lower{fold=scatter}`) and gathered per image element (a GPU's `fold=gather`) give PyTorch's
gradients for every stride, padding, dilation and groups; max_pool2d's forward is one max
reduction after the partition, and its gradient goes to the first maximum in every pipeline,
`decompose_first` included."""
from __future__ import annotations

import numpy as np
import pytest
import torch
import torch.nn.functional as TF

import aotgrad
from aotgrad.passes.pipelines import loop_pipeline, training_pipeline

GATHER = training_pipeline().replace("lower,", "lower{fold=gather},")
PIPELINES = {"scatter": None, "gather": GATHER,
             "decompose_first": training_pipeline(decompose_first=True)}

CONVS = [  # x shape, w shape, stride, padding, dilation, groups
    ((2, 3, 9, 8), (4, 3, 3, 3), 1, 0, 1, 1),
    ((2, 3, 9, 8), (4, 3, 3, 3), 2, 1, 1, 1),
    ((1, 4, 11, 10), (6, 2, 3, 2), (2, 3), (1, 2), (2, 1), 2),
    ((2, 2, 7, 7), (3, 2, 5, 5), 1, 2, 1, 1),
    ((1, 2, 8, 9), (2, 2, 2, 2), 3, 0, 1, 1),            # windows with gaps between them
]


def _grads(fn, arrays, pipeline):
    ts = [aotgrad.tensor(a, requires_grad=True) for a in arrays]
    options = {"pipeline": pipeline} if pipeline else {}
    out = aotgrad.compile(fn, **options)(*ts)
    out.backward()
    return float(out.detach().numpy()), [np.asarray(t.grad) for t in ts]


def _torch_grads(fn, arrays):
    ts = [torch.tensor(a, requires_grad=True) for a in arrays]
    out = fn(*ts)
    out.backward()
    return float(out.detach()), [t.grad.numpy() for t in ts]


@pytest.mark.parametrize("fold", ["scatter", "gather"])
@pytest.mark.parametrize("case", range(len(CONVS)))
def test_conv_input_gradient_either_fold_matches_torch(case, fold):
    xs, ws, stride, padding, dilation, groups = CONVS[case]
    rng = np.random.default_rng(case)
    x, w = rng.standard_normal(xs), rng.standard_normal(ws)
    probe = rng.standard_normal(TF.conv2d(torch.tensor(x), torch.tensor(w), None, stride,
                                          padding, dilation, groups).shape)
    value, grads = _grads(lambda x, w: (aotgrad.conv2d(x, w, None, stride, padding, dilation,
                                                       groups) * probe).sum(),
                          [x, w], PIPELINES[fold])
    ref, ref_grads = _torch_grads(lambda x, w: (TF.conv2d(x, w, None, stride, padding,
                                                          dilation, groups)
                                                * torch.tensor(probe)).sum(), [x, w])
    assert value == pytest.approx(ref, rel=1e-12)
    for g, r in zip(grads, ref_grads):
        np.testing.assert_allclose(g, r, rtol=1e-11, atol=1e-11)


@pytest.mark.parametrize("fold", ["scatter", "gather"])
def test_overlapping_avg_pool_gradient_either_fold_matches_torch(fold):
    rng = np.random.default_rng(7)
    x = rng.standard_normal((2, 3, 9, 10))
    probe = rng.standard_normal(TF.avg_pool2d(torch.tensor(x), 3, 2, 1).shape)
    _, (grad,) = _grads(lambda x: (aotgrad.avg_pool2d(x, 3, 2, 1) * probe).sum(), [x],
                        PIPELINES[fold])
    _, (ref,) = _torch_grads(lambda x: (TF.avg_pool2d(x, 3, 2, 1) * torch.tensor(probe)).sum(),
                             [x])
    np.testing.assert_allclose(grad, ref, rtol=1e-12, atol=1e-12)


def _fold_kernel(pipeline) -> str:
    rng = np.random.default_rng(0)
    w = rng.standard_normal((4, 3, 3, 3)).astype(np.float32)
    x = aotgrad.tensor(rng.standard_normal((2, 3, 9, 9)).astype(np.float32), requires_grad=True)
    options = {"pipeline": pipeline} if pipeline else {}
    f = aotgrad.compile(lambda x: aotgrad.conv2d(x, w, padding=1, stride=2).sum(), **options)
    f(x).backward()
    text = str(f.compiled.module)
    fold = text[text.index("kernel @fold"):]
    return fold[:fold.index("\n}\n")]


def test_the_cpu_scatters_columns_and_a_gpu_gathers():
    """The CPU's fold adds each column into the padded image (no tables, no test per
    element); the GPU's sums each image element's windows (tables, one writer, no atomics)."""
    scattered = _fold_kernel(None)
    assert "loop.atomic_add" in scattered and "windows_h" not in scattered
    gathered = _fold_kernel(GATHER)
    assert "loop.atomic_add" not in gathered and "windows_h" in gathered
    assert "fold=gather" in loop_pipeline("cuda") and "fold" not in loop_pipeline("cpu")


@pytest.mark.parametrize("pipeline", ["scatter", "decompose_first"])
def test_max_pool_ties_go_to_the_first_maximum_in_every_pipeline(pipeline):
    rng = np.random.default_rng(3)
    x = rng.integers(-2, 3, (2, 3, 8, 9)).astype(np.float64)
    probe = rng.standard_normal(TF.max_pool2d(torch.tensor(x), 3, 2, 1).shape)
    value, (grad,) = _grads(lambda x: (aotgrad.max_pool2d(x, 3, 2, 1) * probe).sum(), [x],
                            PIPELINES[pipeline])
    ref, (ref_grad,) = _torch_grads(
        lambda x: (TF.max_pool2d(x, 3, 2, 1) * torch.tensor(probe)).sum(), [x])
    assert value == pytest.approx(ref, rel=1e-12)
    np.testing.assert_allclose(grad, ref_grad, rtol=1e-12, atol=1e-12)


def test_max_pool_forward_is_a_max_reduction_and_nan_wins():
    """After the partition nothing differentiates the forward: max_pool2d is one max reduction
    (no argmax); a NaN in a window is its maximum, as in PyTorch."""
    x = np.arange(2 * 1 * 4 * 4, dtype=np.float32).reshape(2, 1, 4, 4)
    x[0, 0, 1, 1] = np.nan
    f = aotgrad.compile(lambda x: aotgrad.max_pool2d(x, 2))
    out = np.asarray(f(aotgrad.tensor(x)))
    np.testing.assert_array_equal(out, TF.max_pool2d(torch.tensor(x), 2).numpy())
    text = str(f.compiled.module)
    assert "argmax" not in text and "arith.max" in text


@pytest.mark.parametrize("n", [1, 3, 4, 9, 10, 14, 16, 17])
def test_short_loops_unrolled_by_codegen_compute_the_same(n):
    """Short rows and short reductions are straight-line code (`codegen.llvm.emitter.unrolls`):
    each unrolled iteration reads its own elements (the loop variable a different constant)."""
    rng = np.random.default_rng(n)
    x = rng.standard_normal((5, 7, n)).astype(np.float32)
    x[0, 0, n // 2] = np.nan
    f = aotgrad.compile(lambda x: (aotgrad.relu(x) * 2.0 + x.sum(-1, keepdim=True),
                                   x.max(-1)[0], x.argmax(-1), x.sum(1)))
    relu, top, arg, cols = [np.asarray(v) for v in f(aotgrad.tensor(x))]
    np.testing.assert_allclose(relu, np.maximum(x, 0) * 2 + x.sum(-1, keepdims=True),
                               rtol=1e-5, atol=1e-5)
    np.testing.assert_array_equal(top, x.max(-1))
    np.testing.assert_array_equal(arg, x.argmax(-1))
    np.testing.assert_allclose(cols, x.sum(1), rtol=1e-5, atol=1e-5)
