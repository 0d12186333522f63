"""Index expressions simplify exactly: `floordiv` and `mod` take out what the ranges allow
(multiples of the divisor always; a common factor when what is left over stays below it),
and `collapse` puts a flat counter split over adjacent dims back together. Checked against
brute force over every value of the variables' ranges."""
from __future__ import annotations

import random

import numpy as np
import pytest

from aotgrad.ir.loop import index as ix

RANGES = {0: (0, 3), 1: (0, 5), 2: (0, 13), 3: (0, 9)}


def _grid():
    refs = sorted(RANGES)
    grids = np.meshgrid(*[np.arange(RANGES[k][0], RANGES[k][1] + 1) for k in refs],
                        indexing="ij")
    return dict(zip(refs, grids))


def _value(e, grid):
    return np.broadcast_to(ix.evaluate(e, lambda r: grid[r]), grid[0].shape)


def _random_expr(rng: random.Random) -> ix.Expr:
    e = ix.const(rng.randint(-30, 30))
    for ref in rng.sample(sorted(RANGES), rng.randint(1, 3)):
        e = e + ix.var(ref) * rng.choice([1, 2, 3, 4, 6, 7, 12, 14, 28, 56, -1, -2, -4, 100])
    if rng.random() < 0.3:
        e = ix.floordiv(e, rng.choice([2, 4, 7]), RANGES.get) + ix.var(3) * rng.choice([1, 5, 8])
    return e


@pytest.mark.parametrize("seed", range(8))
def test_floordiv_mod_and_collapse_are_exact(seed):
    rng = random.Random(seed)
    grid = _grid()
    for _ in range(300):
        e = _random_expr(rng)
        d = rng.choice([2, 3, 4, 6, 7, 8, 12, 14, 28, 56])
        for simplified, want in ((ix.floordiv(e, d, RANGES.get), np.floor_divide),
                                 (ix.mod(e, d, RANGES.get), np.mod)):
            expected = want(_value(e, grid), d)
            np.testing.assert_array_equal(_value(simplified, grid), expected, err_msg=str(e))
            np.testing.assert_array_equal(_value(ix.collapse(simplified), grid), expected)
        a = rng.choice([2, 3, 5, 10])             # a division or remainder of one
        nested = ((ix.floordiv(ix.floordiv(e, a, RANGES.get), d, RANGES.get),
                   np.floor_divide(np.floor_divide(_value(e, grid), a), d)),
                  (ix.mod(ix.mod(e, a * d, RANGES.get), d, RANGES.get),
                   np.mod(np.mod(_value(e, grid), a * d), d)))
        for simplified, expected in nested:
            np.testing.assert_array_equal(_value(simplified, grid), expected, err_msg=str(e))


def _text(e, names):
    return ix.to_text(e, lambda k: names[k])


def test_a_window_position_through_unfold_and_reshape_simplifies():
    """A pool's window element read through the columns' flat layout: `(j 50176 + r 12544 +
    k 196 + l 14 + m) floordiv 25088 mod 2` is the window row `r floordiv 2`."""
    ranges = {0: (0, 5), 1: (0, 3), 2: (0, 63), 3: (0, 13), 4: (0, 13)}.get
    j, r, k, l, m = (ix.var(i) for i in range(5))
    e = ix.mod(ix.floordiv(j * 50176 + r * 12544 + k * 196 + l * 14 + m, 25088, ranges), 2,
               ranges)
    assert _text(e, "jrklm") == "%r floordiv 2"
    # multiples of the divisor leave the division whatever the ranges
    i, n = ix.var(0), ix.var(1)
    e = ix.mod(ix.floordiv(i * 6400 + n, 100, {0: (0, 15), 1: (0, 6399)}.get), 64,
               {0: (0, 15), 1: (0, 6399)}.get)
    assert _text(e, "in") == "%n floordiv 100"
    assert _text(ix.floordiv(i * 6400 + n, 100), "in") == "%i * 64 + %n floordiv 100"
    assert _text(ix.mod(i * 6400 + n + 205, 100), "in") == "(%n + 5) mod 100"


def test_collapse_reads_a_flat_counter_over_adjacent_dims_as_itself():
    ranges = {0: (0, 50175)}.get
    r = ix.var(0)
    rows = ix.mod(ix.floordiv(r, 28, ranges), 28, ranges) * 28 + ix.mod(r, 28, ranges)
    assert _text(ix.collapse(ix.floordiv(r, 784, ranges) * 784 + rows), "r") == "%r"
    # over dims that are not adjacent (N and H, W of NCHW, C between) the batch stays apart
    assert _text(ix.collapse(ix.floordiv(r, 784, ranges) * 4704 + rows), "r") == \
        "%r floordiv 784 * 4704 + %r mod 784"
