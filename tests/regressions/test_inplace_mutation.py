"""In-place mutation between forward and backward raises instead of giving wrong gradients.

Found by fuzzing: `y = f(x, w); x.data[...] = 0; y.backward()` left `w.grad` all zero.
"""
import numpy as np
import pytest

import aotgrad
import aotgrad.runtime.autograd
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


@pytest.mark.parametrize("snapshot", ["copy", "crc32"])
@pytest.mark.parametrize("change", ["negate", "swap", "one bit", "nan payload"])
def test_every_change_to_a_numpy_array_is_detected(change, snapshot, monkeypatch):
    # a snapshot is a copy of the bytes, or (over SNAPSHOT_COPY_LIMIT) their CRC-32: changes
    # that sums and XORs of words miss (every sign flipped, two values swapped, one bit, a
    # NaN's payload) are all seen, and an unchanged array (NaNs included) passes
    if snapshot == "crc32":
        monkeypatch.setattr(aotgrad.runtime.autograd, "SNAPSHOT_COPY_LIMIT", 0)
    f = linear()
    w = aotgrad.tensor(np.ones(5, np.float32), requires_grad=True)
    x = np.array([1.5, -2.0, np.nan, 4.0, 0.25], np.float32)
    f(x, w).backward()                              # unchanged: fine
    y = f(x, w)
    if change == "negate":
        x *= -1
    elif change == "swap":
        x[[0, 3]] = x[[3, 0]]
    elif change == "one bit":
        x.view(np.uint32)[4] ^= 1
    else:
        x.view(np.uint32)[2] ^= 1                   # still NaN, other bytes
    with pytest.raises(MutationError, match="contents changed"):
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
