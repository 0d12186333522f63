"""Indexing a traced or eager tensor wrongly is an aotgrad error at the user's line that is also
an `IndexError`, as numpy's and PyTorch's are."""
from __future__ import annotations

import numpy as np
import pytest

import aotgrad


@pytest.mark.parametrize("index, message", [
    (lambda t: t[0, 0, 0], "too many indices"),
    (lambda t: t[5], "out of bounds for axis 0"),
    (lambda t: t[..., ...], "single ellipsis"),
    (lambda t: t["a"], "unsupported index"),
    (lambda t: t.unsqueeze(4), "out of range"),
    (lambda t: t.transpose(0, 3), "out of range"),
])
def test_bad_index_in_traced_code_is_a_located_indexing_error(index, message):
    f = aotgrad.compile(lambda x: index(x) * 1.0)
    with pytest.raises(aotgrad.IndexingError, match=message) as info:
        f(np.zeros((2, 3), np.float32))
    assert isinstance(info.value, IndexError) and isinstance(info.value, aotgrad.Error)
    assert "test_indexing_errors.py" in str(info.value)
