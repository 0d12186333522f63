"""In-place mutation between forward and backward raises instead of giving wrong gradients.

Found by fuzzing: `y = f(x, w); x.data[...] = 0; y.backward()` left `w.grad` all zero.
"""
import numpy as np
import pytest

import aotgrad
from aotgrad.runtime.autograd import MutationError


def linear():
    return aotgrad.compile(lambda x, w: (x * w).sum())


def test_mutating_a_saved_input_through_data_names_the_input():
    f = linear()
    x = aotgrad.tensor(np.arange(1.0, 5.0))
    w = aotgrad.tensor(np.ones(4), requires_grad=True)
    y = f(x, w)
    x.data[...] = 0
    with pytest.raises(MutationError, match="argument 'x' of 'lambda' was modified in place"):
        y.backward()
    assert w.grad is None


def test_mutating_a_numpy_array_passed_in_is_detected():
    f = linear()
    x = np.arange(1.0, 5.0)
    w = aotgrad.tensor(np.ones(4), requires_grad=True)
    y = f(x, w)
    x[2] = 100.0
    with pytest.raises(MutationError, match="argument 'x'.*contents changed"):
        y.backward()


def test_an_in_place_tensor_method_bumps_the_version_that_backward_checks():
    x = aotgrad.tensor(np.arange(1.0, 5.0))
    w = aotgrad.tensor(np.ones(4), requires_grad=True)
    y = (x * w).sum()                               # eager: mul saves x
    x.add_(0.0)                                     # same values, new version
    with pytest.raises(MutationError, match="operand #1.*version went from 0 to 1"):
        y.backward()


def test_mutating_a_saved_output_is_detected():
    # tanh's backward reads its output, which strategy=default saves
    f = aotgrad.compile(lambda x: aotgrad.tanh(x), partition="default")
    x = aotgrad.tensor(np.linspace(-1, 1, 4), requires_grad=True)
    y = f(x)
    y.data[0] = 5.0
    with pytest.raises(MutationError, match="output #1 of 'lambda'"):
        y.backward(np.ones(4))


def test_mutating_after_backward_or_an_unsaved_input_is_fine():
    f = aotgrad.compile(lambda x, w: (x + w).sum())  # add saves neither input
    x = aotgrad.tensor(np.arange(4.0))
    w = aotgrad.tensor(np.ones(4), requires_grad=True)
    y = f(x, w)
    x.data[...] = 0
    y.backward()
    np.testing.assert_array_equal(w.grad, np.ones(4))
    g = linear()
    y = g(x, w)
    y.backward()
    x.data[...] = 7                                 # the graph is gone: nothing to protect
    np.testing.assert_array_equal(w.grad, np.ones(4))
