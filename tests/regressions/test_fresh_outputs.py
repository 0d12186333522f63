"""A result that the passes simplify to an input (or to another result) is still new memory.

Found by fuzzing: `return x * 1.0`, `x + 0.0`, `x + zeros(...)`, `-(-y)`, two results that `cse`
merges: the compiled function returned the caller's own array (after `y = f(x); y += 5` the
caller's `x` was `[5, 5, 5]`), or one array as two outputs; through the Tensor API `y.add_(1)`
changed `x`. PyTorch gives every result of arithmetic new memory; only views (and a function
returning its argument) share it. And `x + 0.0` was folded to `x`, which keeps a `-0.0` that
PyTorch turns into `+0.0`.
"""
import numpy as np
import pytest

import aotgrad
from aotgrad.runtime import device
from aotgrad.runtime.aot import aot_function

REASON = device.unavailable()
#: the cuda backend, run where a GPU is (its programs return an argument's host array as well)
CUDA = pytest.param("cuda", marks=[pytest.mark.cuda, pytest.mark.skipif(
    REASON is not None, reason=f"no CUDA run here: {REASON}")])
BACKENDS = ["cpu", "interpret", CUDA]

SIMPLIFIED = {
    "times_one": "def f(x: f32[3]) -> f32[3] { return x * 1.0 }",
    "plus_zero": "def f(x: f32[3]) -> f32[3] { return x + 0.0 }",
    "plus_zeros": "def f(x: f32[3]) -> f32[3] { return x + zeros([3]) }",
    "minus_zero": "def f(x: f32[3]) -> f32[3] { return x - 0.0 }",
    "double_negation": "def f(x: f32[3]) -> f32[3] {\n    y = x * 1.0\n    return -(-y)\n}",
    "sum_of_size_one": "def f(x: f32[3]) -> f32[3] { return sum(reshape(x, [3, 1]), axis=1) }",
    "view_of_simplified": "def f(x: f32[3]) -> f32[3, 1] { return reshape(x * 1.0, [3, 1]) }",
}


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("grad", [False, True], ids=["nograd", "grad"])
@pytest.mark.parametrize("case", sorted(SIMPLIFIED))
def test_a_result_simplified_to_the_argument_is_new_memory(case, grad, backend):
    f = aotgrad.compile(aotgrad.parse(SIMPLIFIED[case]), backend=backend)
    x = np.zeros(3, np.float32)
    y = f(aotgrad.tensor(x, requires_grad=True) if grad else x)
    y = y.detach().numpy() if grad else y
    y += 5
    assert x.tolist() == [0, 0, 0], case
    assert np.all(y == 5)


@pytest.mark.parametrize("backend", BACKENDS)
def test_two_results_that_cse_merges_are_two_arrays(backend):
    f = aotgrad.compile(aotgrad.parse(
        "def f(x: f32[3]) -> (f32[3], f32[3], f32[3]) { return x * 2.0, x * 2.0, x * 1.0 }"),
        backend=backend)
    x = np.ones(3, np.float32)
    a, b, c = f(x)
    assert not np.shares_memory(a, b)
    assert not np.shares_memory(c, x)
    a += 1
    assert b.tolist() == [2, 2, 2] and x.tolist() == [1, 1, 1]


def test_an_output_changed_through_the_tensor_api_leaves_the_input():
    f = aotgrad.compile(lambda x: (x * 1.0, -(-x)))
    x = aotgrad.tensor(np.zeros(3, np.float32))
    y, z = f(x)
    y.add_(1)
    z.add_(2)
    assert x.numpy().tolist() == [0, 0, 0]
    assert y.numpy().tolist() == [1, 1, 1] and z.numpy().tolist() == [2, 2, 2]


@pytest.mark.cuda
@pytest.mark.skipif(REASON is not None, reason=f"no CUDA run here: {REASON}")
def test_a_device_output_changed_in_place_leaves_the_device_input():
    f = aotgrad.compile(lambda x: (x * 1.0, x * 2.0, x * 2.0))
    x = aotgrad.tensor(np.zeros(3, np.float32), device="cuda")
    y, z, w = f(x)
    y.add_(1)
    z.add_(5)
    assert x.cpu().numpy().tolist() == [0, 0, 0]
    assert y.cpu().numpy().tolist() == [1, 1, 1] and w.cpu().numpy().tolist() == [0, 0, 0]


def test_a_gradient_free_forward_of_a_user_compiler_copies_too():
    f = aot_function(lambda x: x * 1.0, fw_compiler=lambda module, examples: module)
    x = np.zeros(3, np.float32)
    y = f(x)
    y += 5
    assert x.tolist() == [0, 0, 0]


@pytest.mark.parametrize("backend", ["cpu", "interpret"])
def test_plus_zero_turns_negative_zero_into_positive_zero_as_pytorch(backend):
    import torch
    f = aotgrad.compile(lambda x: (x + 0.0, x - 0.0), backend=backend)
    x = np.array([-0.0, 0.0, -1.0], np.float32)
    found = f(x)
    want = [t.numpy() for t in (torch.from_numpy(x) + 0.0, torch.from_numpy(x) - 0.0)]
    for a, b in zip(found, want):
        assert np.signbit(a).tolist() == np.signbit(b).tolist()


@pytest.mark.parametrize("backend", ["cpu", "interpret"])
def test_a_returned_argument_or_view_may_share_its_memory_as_in_pytorch(backend):
    """`return x` is the caller's array, as PyTorch returns the same tensor; a reshape of
    contiguous memory is the argument's memory too (a view); a result computed from them is
    not."""
    f = aotgrad.compile(aotgrad.parse(
        "def f(x: f32[3]) -> (f32[3], f32[3, 1], f32[3]) { return x, reshape(x, [3, 1]), "
        "x * 1.0 }"), backend=backend)
    x = np.zeros(3, np.float32)
    same, view, product = f(x)
    assert np.shares_memory(same, x) and np.shares_memory(view, x)
    assert not np.shares_memory(product, x)
