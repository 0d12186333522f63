"""`**` and `pow` of integer (and bool) tensors keep PyTorch's integer dtype and exact values
(they were float32, which rounds above 2^24), eager and compiled; a negative integer exponent
is refused as PyTorch refuses it."""
import numpy as np
import pytest
import torch

import aotgrad

I = np.array([3, -4, 5, 0])


@pytest.mark.parametrize("compiled", [False, True])
@pytest.mark.parametrize("call", [
    lambda x: x ** 2, lambda x: 2 ** x.abs(), lambda x: x.pow(x.abs()), lambda x: x ** True,
    lambda x: (x > 0) ** True, lambda x: x.int() ** 3, lambda x: (x * 100_000) ** 3,
    lambda x: x ** 2.5 + 0 * x, lambda x: x.double() ** 2])
def test_against_torch(call, compiled):
    run = aotgrad.compile(call) if compiled else call
    ours = np.asarray(run(aotgrad.tensor(I)))
    theirs = call(torch.tensor(I)).numpy()
    assert ours.dtype == theirs.dtype
    np.testing.assert_array_equal(np.nan_to_num(ours), np.nan_to_num(theirs))


def test_a_negative_integer_exponent_is_refused():
    with pytest.raises(aotgrad.Error, match="Integers to negative integer powers"):
        aotgrad.tensor(I) ** -1


@pytest.mark.parametrize("compiled", [False, True])
def test_negative_exponents_in_a_tensor_give_pytorchs_integers(compiled):
    """In a tensor a negative exponent is allowed, as in PyTorch: 1 and -1 keep their
    magnitude, every other base gives 0, a zero base too (it was the float inf cast)."""
    base = np.array([2, 1, -1, -1, 3, 0, -2, 0, 7])
    exponent = np.array([-1, -2, -3, -2, 2, -1, -1, 0, -5])
    f = aotgrad.compile(lambda b, e: b ** e) if compiled else (lambda b, e: b ** e)
    got = f(aotgrad.tensor(base), aotgrad.tensor(exponent)).numpy()
    np.testing.assert_array_equal(got, (torch.tensor(base) ** torch.tensor(exponent)).numpy())
