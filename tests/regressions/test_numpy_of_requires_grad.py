"""A writable `.numpy()` of a tensor that requires grad: a write into it between a forward and
its backward gave a silently wrong gradient ([200, 2, 2] where [2, 2, 2] is right, eagerly;
13.8 where 2.76 is right through a compiled function). As PyTorch, `.numpy()` of such a tensor
is refused with the advice `tensor.detach().numpy()`, and `np.asarray` of it is read-only;
`.data` hands the array out watched, so the backward refuses a changed value."""
import numpy as np
import pytest

import aotgrad
from aotgrad.runtime.autograd import MutationError


def test_numpy_of_a_leaf_that_requires_grad_is_refused_with_pytorchs_advice():
    x = aotgrad.tensor(np.ones(3), requires_grad=True)
    y = (x * x).sum()
    with pytest.raises(aotgrad.ExecutionError, match=r"detach\(\)\.numpy\(\)") as info:
        x.numpy()[0] = 100.0
    assert isinstance(info.value, RuntimeError)                  # PyTorch's class
    assert __file__.rsplit("/", 1)[-1] in str(info.value)        # located at the user's line
    y.backward()
    np.testing.assert_array_equal(x.grad, [2.0, 2.0, 2.0])


def test_numpy_of_a_result_that_requires_grad_is_refused_and_detach_gives_it():
    f = aotgrad.compile(lambda x: aotgrad.tanh(x) * 2.0)
    x = aotgrad.tensor(np.full(3, 0.5), requires_grad=True)
    y = f(x)
    with pytest.raises(aotgrad.ExecutionError, match="requires grad"):
        y.numpy()
    np.testing.assert_allclose(y.detach().numpy(), 2 * np.tanh(0.5))
    assert aotgrad.tensor(np.ones(2)).numpy().flags.writeable    # no grad: the array itself


def test_asarray_of_a_tensor_that_requires_grad_is_read_only():
    x = aotgrad.tensor(np.ones(3), requires_grad=True)
    y = (x * x * 1.38).sum()
    view = np.asarray(x)
    np.testing.assert_array_equal(view, [1.0, 1.0, 1.0])         # reading works
    with pytest.raises(ValueError, match="read-only"):
        view[0] = 100.0
    y.backward()
    np.testing.assert_allclose(x.grad, [2.76, 2.76, 2.76])


def test_a_write_through_data_between_forward_and_backward_is_refused():
    for compiled in (False, True):
        x = aotgrad.tensor(np.ones(3), requires_grad=True)
        f = (lambda x: (x * x * 1.38).sum())
        y = (aotgrad.compile(f) if compiled else f)(x)
        x.data[0] = 100.0
        with pytest.raises(MutationError, match="modified in place"):
            y.backward()
