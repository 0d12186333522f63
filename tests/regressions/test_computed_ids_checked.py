"""Labels and ids computed inside a compiled function were not checked: only ids passed as
arguments were checked before the call, and the one-hot form of `gather` turned an id out of
range into a row of zeros. `gather` now loads `table[id]` and generated code checks every id,
so an id computed in the function (from argmax, arithmetic, a cast) raises `IndexingError`."""
from __future__ import annotations

import numpy as np
import pytest

import aotgrad


def test_an_out_of_range_computed_id_raises_instead_of_giving_zeros():
    table = np.arange(12, dtype=np.float32).reshape(4, 3)
    x = np.array([[0.0, 5.0], [7.0, 1.0]], np.float32)
    f = aotgrad.compile(lambda t, x: aotgrad.embedding(aotgrad.argmax(x, axis=1) * 4, t) + 0.0)
    with pytest.raises(aotgrad.IndexingError, match=r"index 4 out of bounds for dimension 0 "
                                                    r"of %t \(f32\[4,3\]\)") as info:
        f(table, x)
    assert isinstance(info.value, IndexError)
    ok = aotgrad.compile(lambda t, x: aotgrad.embedding(aotgrad.argmax(x, axis=1) * 3, t) + 0.0)
    np.testing.assert_array_equal(np.asarray(ok(table, x)), table[[3, 0]])
